/**
 * The twenty squads, as of November 2026 (`SQUADS_AS_OF`): eleven players for each country
 * (`countryId` matches `countries`), drawn from its white-ball (one-day and T20) sides of
 * 2025–26 as far as they are reliably known; where a place was unsure, a current, well-known
 * player keeps it (an "Unsure:" note says so). Rows are in a white-ball batting order: openers,
 * top order, middle order and finishers, all-rounders, bowlers last; one wicketkeeper a side.
 *
 * Every rating is an integer 0..100 on one international scale:
 * - abilityToPlayPaceBall / abilityToPlaySpinBall: a world-class top-order batter 85–95
 *   against his stronger type, a good international batter 72–84, an associate side's best
 *   55–72, all-rounders 55–78, numbers nine to eleven 10–35 (a top-three batter makes about
 *   three times the runs per dismissal of a tail-ender). Subcontinent batters tend to play
 *   spin better than pace, batters raised on SENA pitches pace better.
 * - battingAggression: strike-rate tendency; explosive openers and finishers 85–95, anchors
 *   55–70, the tail 20–45.
 * - paceAbility / spinAbility: a bowler's skill in his type, the other low (5–30).
 *   World-class 88–95, good international 72–87, an associate side's front-line 50–72. A
 *   part-timer's stronger skill is below 50 (the engine's `PART_TIMER_BELOW`); a non-bowler
 *   has both at 15 or less. Every side has at least five front-line bowlers.
 *
 * These are the squads of new rules versions; rules version 1 keeps its own (squads-v1.ts).
 */
import type { Squad } from "../engine/index.ts";
import { squad, WK } from "./squad-rows.ts";

/** When the elevens and ratings below were last brought up to date. */
export const SQUADS_AS_OF = "November 2026";


// Columns: name, v pace, v spin, aggression, spin bowling, pace bowling, keeper.
export const squads: readonly Squad[] = [
  // 1 India: the one-day side's batting, three spinners and Bumrah.
  squad(1, [
    ["Rohit Sharma", 86, 88, 88, 12, 5],
    ["Shubman Gill", 85, 86, 72, 5, 5],
    ["Virat Kohli", 90, 91, 68, 10, 12],
    ["Shreyas Iyer", 76, 89, 74, 15, 5],
    ["KL Rahul", 84, 83, 66, 5, 5, WK],
    ["Hardik Pandya", 78, 75, 90, 5, 78],
    ["Axar Patel", 68, 72, 74, 82, 5],
    ["Ravindra Jadeja", 70, 74, 70, 85, 5],
    ["Kuldeep Yadav", 24, 30, 30, 89, 5],
    ["Jasprit Bumrah", 18, 20, 30, 5, 95],
    ["Arshdeep Singh", 16, 18, 32, 5, 84],
  ]),
  // 2 Australia: pace-heavy; Warner, Smith and Stoinis have left the white-ball sides.
  squad(2, [
    ["Travis Head", 87, 83, 93, 40, 5],
    ["Mitchell Marsh", 83, 77, 84, 5, 48],
    ["Josh Inglis", 80, 78, 86, 5, 5, WK],
    ["Cameron Green", 80, 74, 72, 5, 74],
    ["Matthew Short", 74, 74, 84, 45, 5],
    ["Glenn Maxwell", 78, 86, 95, 66, 5],
    ["Tim David", 76, 74, 94, 5, 5],
    ["Pat Cummins", 44, 38, 62, 5, 89],
    ["Mitchell Starc", 34, 30, 45, 5, 89],
    ["Adam Zampa", 20, 24, 32, 86, 5],
    ["Josh Hazlewood", 17, 15, 22, 5, 88],
  ]),
  // 3 England: Brook's side; Woakes has retired.
  squad(3, [
    ["Phil Salt", 82, 76, 94, 5, 5],
    ["Ben Duckett", 80, 84, 82, 5, 5],
    ["Joe Root", 84, 89, 62, 44, 5],
    ["Harry Brook", 85, 82, 86, 10, 12],
    ["Jos Buttler", 86, 80, 93, 5, 5, WK],
    ["Jacob Bethell", 74, 74, 80, 58, 5],
    ["Will Jacks", 74, 76, 88, 58, 5],
    ["Brydon Carse", 50, 44, 70, 5, 78],
    ["Adil Rashid", 32, 35, 42, 86, 5],
    ["Jofra Archer", 30, 26, 45, 5, 89],
    ["Saqib Mahmood", 18, 16, 30, 5, 77],
  ]),
  // 4 New Zealand: Southee and Boult have gone; Santner captains.
  squad(4, [
    ["Rachin Ravindra", 82, 82, 78, 58, 5],
    ["Will Young", 78, 76, 66, 5, 5],
    ["Kane Williamson", 85, 88, 60, 35, 5],
    ["Daryl Mitchell", 82, 85, 76, 5, 42],
    ["Tom Latham", 80, 80, 64, 5, 5, WK],
    ["Glenn Phillips", 78, 80, 88, 64, 5],
    ["Michael Bracewell", 66, 70, 80, 70, 5],
    ["Mitchell Santner", 60, 64, 66, 85, 5],
    ["Matt Henry", 30, 26, 45, 5, 86],
    ["Jacob Duffy", 18, 16, 30, 5, 78],
    ["Lockie Ferguson", 20, 18, 35, 5, 84],
  ]),
  // 5 Pakistan
  squad(5, [
    ["Saim Ayub", 76, 78, 88, 48, 5],
    ["Fakhar Zaman", 80, 80, 88, 25, 5],
    ["Babar Azam", 86, 87, 66, 10, 5],
    ["Mohammad Rizwan", 80, 84, 70, 5, 5, WK],
    ["Salman Ali Agha", 72, 78, 72, 56, 5],
    ["Faheem Ashraf", 60, 60, 80, 5, 66],
    ["Mohammad Nawaz", 62, 66, 74, 76, 5],
    ["Shaheen Shah Afridi", 36, 30, 62, 5, 88],
    ["Naseem Shah", 28, 26, 45, 5, 83],
    ["Abrar Ahmed", 14, 16, 28, 80, 5],
    ["Haris Rauf", 22, 18, 45, 5, 82],
  ]),
  // 6 South Africa: pace-heavy; Klaasen has retired, de Kock is back.
  squad(6, [
    ["Quinton de Kock", 86, 80, 90, 5, 5, WK],
    ["Aiden Markram", 82, 82, 78, 56, 5],
    ["Temba Bavuma", 78, 76, 60, 5, 5],
    ["Matthew Breetzke", 76, 76, 76, 5, 5],
    ["Dewald Brevis", 76, 80, 94, 25, 5],
    ["David Miller", 80, 76, 88, 5, 5],
    ["Marco Jansen", 66, 60, 80, 5, 85],
    ["Corbin Bosch", 58, 52, 72, 5, 72],
    ["Keshav Maharaj", 32, 35, 40, 85, 5],
    ["Kagiso Rabada", 32, 28, 45, 5, 90],
    ["Lungi Ngidi", 16, 14, 30, 5, 82],
  ]),
  // 7 West Indies: Hope's side; Pooran has retired from internationals.
  squad(7, [
    ["Brandon King", 78, 74, 84, 5, 5],
    ["Evin Lewis", 76, 72, 90, 5, 5],
    ["Shai Hope", 82, 83, 66, 5, 5, WK],
    ["Keacy Carty", 72, 74, 64, 5, 5],
    ["Sherfane Rutherford", 74, 72, 90, 5, 40],
    ["Roston Chase", 68, 74, 62, 70, 5],
    ["Jason Holder", 66, 62, 76, 5, 76],
    ["Romario Shepherd", 60, 54, 86, 5, 72],
    ["Akeal Hosein", 32, 35, 45, 80, 5],
    ["Alzarri Joseph", 28, 24, 42, 5, 83],
    ["Jayden Seales", 16, 14, 28, 5, 78],
  ]),
  // 8 Sri Lanka: spin-heavy, Asalanka's side.
  squad(8, [
    ["Pathum Nissanka", 80, 82, 72, 5, 5],
    ["Kusal Mendis", 78, 82, 80, 5, 5, WK],
    ["Kusal Perera", 76, 76, 86, 5, 5],
    ["Kamindu Mendis", 74, 80, 70, 54, 5],
    ["Charith Asalanka", 74, 82, 74, 55, 5],
    ["Janith Liyanage", 68, 72, 68, 5, 45],
    ["Dunith Wellalage", 58, 64, 58, 75, 5],
    ["Wanindu Hasaranga", 58, 64, 82, 88, 5],
    ["Maheesh Theekshana", 30, 35, 40, 83, 5],
    ["Dushmantha Chameera", 26, 24, 42, 5, 79],
    ["Matheesha Pathirana", 12, 12, 25, 5, 80],
  ]),
  // 9 Bangladesh: spin-heavy; Mahmudullah and Tamim have retired, Mushfiqur from one-dayers.
  // Unsure: Saif Hassan as the second opener.
  squad(9, [
    ["Tanzid Hasan", 72, 70, 84, 5, 5],
    ["Saif Hassan", 68, 72, 72, 45, 5],
    ["Litton Das", 76, 78, 78, 5, 5, WK],
    ["Najmul Hossain Shanto", 74, 78, 66, 30, 5],
    ["Towhid Hridoy", 74, 78, 74, 5, 5],
    ["Jaker Ali", 70, 72, 82, 5, 5],
    ["Mehidy Hasan Miraz", 64, 70, 66, 80, 5],
    ["Rishad Hossain", 46, 48, 80, 74, 5],
    ["Nasum Ahmed", 28, 32, 40, 72, 5],
    ["Taskin Ahmed", 26, 24, 45, 5, 81],
    ["Mustafizur Rahman", 12, 12, 25, 5, 82],
  ]),
  // 10 Afghanistan: four spinners.
  squad(10, [
    ["Rahmanullah Gurbaz", 78, 78, 90, 5, 5, WK],
    ["Ibrahim Zadran", 78, 82, 70, 5, 5],
    ["Sediqullah Atal", 72, 76, 76, 5, 5],
    ["Hashmatullah Shahidi", 72, 78, 58, 5, 5],
    ["Azmatullah Omarzai", 72, 70, 84, 5, 78],
    ["Mohammad Nabi", 68, 76, 78, 78, 5],
    ["Gulbadin Naib", 62, 64, 80, 5, 58],
    ["Rashid Khan", 54, 60, 88, 93, 5],
    ["Noor Ahmad", 22, 26, 35, 84, 5],
    ["AM Ghazanfar", 16, 20, 30, 80, 5],
    ["Fazalhaq Farooqi", 12, 10, 25, 5, 80],
  ]),
  // 11 Ireland
  squad(11, [
    ["Paul Stirling", 72, 70, 86, 40, 5],
    ["Ross Adair", 64, 60, 84, 5, 5],
    ["Andrew Balbirnie", 70, 70, 64, 5, 5],
    ["Harry Tector", 76, 76, 66, 10, 5],
    ["Lorcan Tucker", 70, 70, 74, 5, 5, WK],
    ["Curtis Campher", 66, 64, 74, 5, 62],
    ["George Dockrell", 62, 66, 66, 64, 5],
    ["Mark Adair", 54, 48, 74, 5, 75],
    ["Barry McCarthy", 30, 28, 40, 5, 70],
    ["Matthew Humphreys", 16, 18, 30, 66, 5],
    ["Josh Little", 18, 16, 35, 5, 78],
  ]),
  // 12 Zimbabwe: Raza's side of the 2026 T20 World Cup, Brendan Taylor back and keeping
  // wicket, Graeme Cremer back to bowl leg-spin. Unsure: Dion Myers's place.
  squad(12, [
    ["Brian Bennett", 70, 68, 78, 45, 5],
    ["Tadiwanashe Marumani", 62, 62, 80, 5, 5],
    ["Brendan Taylor", 68, 72, 70, 5, 5, WK],
    ["Sikandar Raza", 74, 78, 84, 76, 5],
    ["Dion Myers", 62, 64, 66, 5, 5],
    ["Ryan Burl", 64, 68, 82, 58, 5],
    ["Brad Evans", 50, 46, 66, 5, 64],
    ["Graeme Cremer", 36, 40, 45, 68, 5],
    ["Wellington Masakadza", 28, 32, 45, 66, 5],
    ["Richard Ngarava", 18, 16, 35, 5, 72],
    ["Blessing Muzarabani", 14, 12, 30, 5, 77],
  ]),
  // 13 Netherlands: Edwards's side of the 2026 T20 World Cup.
  squad(13, [
    ["Max O'Dowd", 68, 66, 76, 10, 5],
    ["Michael Levitt", 64, 62, 86, 5, 5],
    ["Colin Ackermann", 66, 70, 66, 55, 5],
    ["Bas de Leede", 66, 64, 78, 5, 68],
    ["Scott Edwards", 68, 70, 70, 5, 5, WK],
    ["Noah Croes", 60, 62, 72, 5, 5],
    ["Roelof van der Merwe", 50, 54, 70, 68, 5],
    ["Logan van Beek", 52, 48, 70, 5, 70],
    ["Aryan Dutt", 26, 28, 42, 66, 5],
    ["Paul van Meekeren", 18, 16, 40, 5, 70],
    ["Fred Klaassen", 12, 12, 25, 5, 68],
  ]),
  // 14 Scotland: Berrington's side, with Tom Bruce (formerly of New Zealand).
  // Unsure: Michael Jones as the second opener, Brad Currie's place.
  squad(14, [
    ["George Munsey", 66, 62, 88, 5, 5],
    ["Michael Jones", 62, 62, 64, 5, 5],
    ["Brandon McMullen", 66, 66, 74, 5, 64],
    ["Richie Berrington", 66, 68, 70, 5, 35],
    ["Tom Bruce", 64, 64, 76, 5, 5],
    ["Matthew Cross", 58, 58, 62, 5, 5, WK],
    ["Michael Leask", 58, 62, 82, 64, 5],
    ["Mark Watt", 40, 44, 55, 72, 5],
    ["Safyaan Sharif", 28, 24, 45, 5, 68],
    ["Brad Currie", 14, 14, 30, 5, 70],
    ["Brad Wheal", 14, 12, 25, 5, 68],
  ]),
  // 15 Nepal: Paudel's side.
  squad(15, [
    ["Kushal Bhurtel", 62, 62, 84, 30, 5],
    ["Aasif Sheikh", 62, 64, 66, 5, 5, WK],
    ["Rohit Paudel", 64, 68, 70, 40, 5],
    ["Kushal Malla", 62, 66, 88, 52, 5],
    ["Dipendra Singh Airee", 62, 66, 84, 62, 5],
    ["Aarif Sheikh", 56, 60, 60, 5, 5],
    ["Gulshan Jha", 54, 52, 74, 5, 60],
    ["Sompal Kami", 44, 42, 64, 5, 68],
    ["Karan KC", 24, 22, 45, 5, 66],
    ["Sandeep Lamichhane", 16, 20, 35, 80, 5],
    ["Lalit Rajbanshi", 12, 14, 28, 70, 5],
  ]),
  // 16 UAE: Waseem's side. Unsure: Muhammad Zohaib at three, Harshit Kaushik's place.
  squad(16, [
    ["Muhammad Waseem", 66, 62, 90, 5, 5],
    ["Alishan Sharafu", 60, 60, 74, 30, 5],
    ["Muhammad Zohaib", 58, 58, 70, 5, 5],
    ["Rahul Chopra", 58, 58, 66, 5, 5, WK],
    ["Asif Khan", 58, 60, 86, 5, 5],
    ["Harshit Kaushik", 54, 56, 62, 30, 5],
    ["Dhruv Parashar", 50, 54, 62, 58, 5],
    ["Haider Ali", 30, 32, 45, 66, 5],
    ["Simranjeet Singh", 18, 22, 35, 64, 5],
    ["Junaid Siddique", 18, 16, 45, 5, 66],
    ["Muhammad Jawadullah", 12, 12, 30, 5, 66],
  ]),
  // 17 Oman: Jatinder Singh's side of the 2025 Asia Cup. Unsure: Aryan Bisht's bowling
  // (rated a part-timer), Ashish Odedara's type (rated a seamer).
  squad(17, [
    ["Aamir Kaleem", 60, 62, 68, 64, 5],
    ["Jatinder Singh", 64, 62, 72, 5, 5],
    ["Hammad Mirza", 60, 58, 78, 5, 5],
    ["Mohammad Nadeem", 54, 54, 64, 5, 62],
    ["Ayaan Khan", 54, 58, 66, 62, 5],
    ["Aryan Bisht", 52, 52, 70, 5, 40],
    ["Vinayak Shukla", 50, 50, 62, 5, 5, WK],
    ["Shakeel Ahmed", 34, 36, 40, 64, 5],
    ["Ashish Odedara", 22, 20, 38, 5, 60],
    ["Samay Shrivastava", 18, 20, 30, 64, 5],
    ["Hasnain Shah", 12, 12, 28, 5, 62],
  ]),
  // 18 Namibia: Erasmus's side of the 2026 T20 World Cup; David Wiese has retired.
  // Unsure: Louren Steenkamp as opener, Jack Brassell ahead of Max Heingo.
  squad(18, [
    ["Louren Steenkamp", 58, 56, 70, 5, 5],
    ["Jan Frylinck", 60, 58, 70, 5, 64],
    ["Jan Nicol Loftie-Eaton", 62, 62, 86, 30, 5],
    ["Gerhard Erasmus", 64, 66, 68, 60, 5],
    ["JJ Smit", 58, 56, 86, 5, 64],
    ["Zane Green", 54, 54, 64, 5, 5, WK],
    ["Malan Kruger", 52, 54, 60, 5, 5],
    ["Ruben Trumpelmann", 40, 36, 58, 5, 70],
    ["Bernard Scholtz", 22, 24, 35, 70, 5],
    ["Ben Shikongo", 12, 10, 28, 5, 64],
    ["Jack Brassell", 12, 12, 28, 5, 64],
  ]),
  // 19 Canada: Bajwa's side of the 2026 T20 World Cup. Unsure: Jaskaran Singh as the third
  // seamer, Kanwarpal Tathgur at three.
  squad(19, [
    ["Navneet Dhaliwal", 60, 58, 66, 5, 5],
    ["Yuvraj Samra", 60, 56, 90, 5, 5],
    ["Kanwarpal Tathgur", 56, 58, 64, 5, 5],
    ["Nicholas Kirton", 60, 60, 74, 5, 5],
    ["Dilpreet Bajwa", 58, 60, 70, 45, 5],
    ["Shreyas Movva", 52, 52, 66, 5, 5, WK],
    ["Saad Bin Zafar", 50, 54, 62, 66, 5],
    ["Ansh Patel", 30, 32, 42, 62, 5],
    ["Jaskaran Singh", 20, 18, 40, 5, 62],
    ["Kaleem Sana", 18, 16, 40, 5, 68],
    ["Dilon Heyliger", 14, 12, 35, 5, 66],
  ]),
  // 20 Kenya
  // Kenya's recent sides are thinly documented, so this eleven mixes current players with
  // long-serving ones from the last decade. Unsure: Pushkar Sharma as opener, Irfan Karim
  // as wicketkeeper, Emmanuel Bundi's bowling type (rated as a spinner).
  squad(20, [
    ["Irfan Karim", 56, 56, 70, 5, 5, WK],
    ["Pushkar Sharma", 54, 54, 66, 5, 5],
    ["Collins Obuya", 56, 60, 66, 56, 5],
    ["Rakep Patel", 58, 58, 80, 45, 5],
    ["Dhiren Gondaria", 52, 54, 62, 5, 5],
    ["Nelson Odhiambo", 50, 48, 72, 5, 60],
    ["Sachin Bhudia", 46, 48, 60, 5, 58],
    ["Shem Ngoche", 38, 42, 55, 64, 5],
    ["Gerard Mwendwa", 18, 18, 42, 5, 60],
    ["Lucas Oluoch", 14, 16, 35, 62, 5],
    ["Emmanuel Bundi", 10, 10, 28, 58, 5],
  ]),
];
