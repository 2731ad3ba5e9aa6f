import type { Squad } from "../engine/index.ts";
import { squad, WK } from "./squad-rows.ts";

/**
 * The squads rules version 1 plays with: the elevens and ratings as first released, frozen so
 * that every match kept under version 1 replays exactly (docs/decisions/0011-rules-versions.md).
 * Never edit them; the squads of later versions are `squads` in squads.ts.
 */
export const squadsV1: readonly Squad[] = [
  // 1 India
  squad(1, [
    ["Rohit Sharma", 88, 86, 88, 12, 5],
    ["Shubman Gill", 87, 84, 72, 5, 5],
    ["Virat Kohli", 92, 89, 70, 8, 12],
    ["Shreyas Iyer", 78, 88, 76, 15, 5],
    ["KL Rahul", 84, 82, 66, 5, 5, WK],
    ["Hardik Pandya", 80, 76, 88, 10, 78],
    ["Ravindra Jadeja", 72, 75, 70, 86, 10],
    ["Axar Patel", 66, 71, 68, 82, 8],
    ["Kuldeep Yadav", 30, 36, 30, 88, 5],
    ["Mohammed Shami", 26, 22, 42, 5, 87],
    ["Jasprit Bumrah", 22, 20, 35, 5, 95],
  ]),
  // 2 Australia
  squad(2, [
    ["Travis Head", 86, 82, 92, 45, 5],
    ["David Warner", 85, 82, 86, 15, 5],
    ["Mitchell Marsh", 82, 76, 84, 5, 66],
    ["Steve Smith", 84, 88, 62, 35, 5],
    ["Marnus Labuschagne", 80, 82, 58, 40, 20],
    ["Glenn Maxwell", 80, 86, 95, 72, 5],
    ["Josh Inglis", 78, 76, 82, 5, 5, WK],
    ["Pat Cummins", 46, 40, 62, 5, 90],
    ["Mitchell Starc", 40, 35, 56, 5, 89],
    ["Adam Zampa", 25, 28, 32, 86, 5],
    ["Josh Hazlewood", 22, 20, 25, 5, 88],
  ]),
  // 3 England
  squad(3, [
    ["Phil Salt", 80, 76, 92, 5, 5],
    ["Ben Duckett", 80, 81, 80, 5, 5],
    ["Joe Root", 86, 90, 62, 50, 5],
    ["Harry Brook", 84, 82, 84, 15, 20],
    ["Jos Buttler", 86, 82, 92, 5, 5, WK],
    ["Liam Livingstone", 78, 82, 92, 64, 10],
    ["Sam Curran", 68, 64, 72, 5, 74],
    ["Chris Woakes", 60, 55, 52, 5, 80],
    ["Adil Rashid", 40, 45, 45, 86, 5],
    ["Jofra Archer", 32, 28, 55, 5, 88],
    ["Mark Wood", 28, 25, 50, 5, 86],
  ]),
  // 4 New Zealand
  squad(4, [
    ["Devon Conway", 82, 80, 68, 5, 5],
    ["Rachin Ravindra", 80, 82, 76, 68, 5],
    ["Kane Williamson", 86, 88, 62, 40, 5],
    ["Daryl Mitchell", 82, 84, 74, 5, 50],
    ["Tom Latham", 80, 80, 66, 5, 5, WK],
    ["Glenn Phillips", 78, 82, 86, 68, 5],
    ["Mitchell Santner", 62, 66, 60, 84, 5],
    ["Matt Henry", 35, 30, 45, 5, 84],
    ["Tim Southee", 34, 28, 62, 5, 82],
    ["Lockie Ferguson", 28, 25, 40, 5, 85],
    ["Trent Boult", 30, 28, 42, 5, 87],
  ]),
  // 5 Pakistan
  squad(5, [
    ["Fakhar Zaman", 80, 78, 86, 10, 5],
    ["Imam-ul-Haq", 78, 80, 62, 5, 5],
    ["Babar Azam", 88, 88, 66, 10, 5],
    ["Mohammad Rizwan", 82, 84, 70, 5, 5, WK],
    ["Saud Shakeel", 74, 80, 58, 30, 5],
    ["Iftikhar Ahmed", 72, 76, 82, 60, 5],
    ["Shadab Khan", 64, 66, 74, 80, 5],
    ["Mohammad Nawaz", 62, 64, 70, 76, 5],
    ["Shaheen Shah Afridi", 35, 30, 60, 5, 88],
    ["Naseem Shah", 30, 28, 55, 5, 85],
    ["Haris Rauf", 25, 22, 45, 5, 84],
  ]),
  // 6 South Africa
  squad(6, [
    ["Quinton de Kock", 86, 82, 88, 5, 5, WK],
    ["Temba Bavuma", 76, 76, 60, 5, 5],
    ["Rassie van der Dussen", 80, 82, 64, 10, 5],
    ["Aiden Markram", 82, 82, 76, 62, 5],
    ["Heinrich Klaasen", 82, 90, 94, 5, 5],
    ["David Miller", 80, 78, 88, 5, 5],
    ["Marco Jansen", 62, 58, 72, 5, 84],
    ["Keshav Maharaj", 45, 48, 45, 86, 5],
    ["Kagiso Rabada", 36, 32, 55, 5, 90],
    ["Lungi Ngidi", 22, 20, 35, 5, 83],
    ["Tabraiz Shamsi", 20, 22, 30, 82, 5],
  ]),
  // 7 West Indies
  squad(7, [
    ["Brandon King", 78, 74, 82, 5, 5],
    ["Evin Lewis", 76, 72, 88, 5, 5],
    ["Shai Hope", 82, 82, 66, 5, 5, WK],
    ["Nicholas Pooran", 80, 80, 92, 5, 5],
    ["Shimron Hetmyer", 76, 74, 86, 5, 5],
    ["Roston Chase", 68, 72, 58, 72, 5],
    ["Jason Holder", 66, 64, 72, 5, 76],
    ["Romario Shepherd", 58, 52, 80, 5, 74],
    ["Akeal Hosein", 40, 42, 45, 80, 5],
    ["Alzarri Joseph", 35, 30, 50, 5, 84],
    ["Gudakesh Motie", 30, 32, 42, 78, 5],
  ]),
  // 8 Sri Lanka
  squad(8, [
    ["Pathum Nissanka", 80, 80, 70, 5, 5],
    ["Kusal Perera", 76, 74, 84, 5, 5],
    ["Kusal Mendis", 80, 80, 78, 5, 5, WK],
    ["Sadeera Samarawickrama", 74, 76, 70, 5, 5],
    ["Charith Asalanka", 76, 80, 74, 58, 5],
    ["Dhananjaya de Silva", 74, 78, 66, 68, 5],
    ["Kamindu Mendis", 74, 78, 68, 60, 5],
    ["Wanindu Hasaranga", 60, 64, 80, 88, 5],
    ["Maheesh Theekshana", 38, 42, 40, 82, 5],
    ["Dushmantha Chameera", 30, 28, 45, 5, 80],
    ["Dilshan Madushanka", 22, 20, 30, 5, 78],
  ]),
  // 9 Bangladesh
  squad(9, [
    ["Litton Das", 78, 76, 80, 5, 5],
    ["Tanzid Hasan", 72, 68, 82, 5, 5],
    ["Najmul Hossain Shanto", 76, 78, 68, 35, 5],
    ["Shakib Al Hasan", 78, 82, 74, 85, 5],
    ["Mushfiqur Rahim", 78, 82, 66, 5, 5, WK],
    ["Towhid Hridoy", 74, 76, 76, 5, 5],
    ["Mahmudullah", 72, 76, 70, 60, 5],
    ["Mehidy Hasan Miraz", 64, 68, 62, 80, 5],
    ["Taskin Ahmed", 30, 28, 45, 5, 82],
    ["Mustafizur Rahman", 20, 18, 30, 5, 82],
    ["Shoriful Islam", 22, 20, 35, 5, 76],
  ]),
  // 10 Afghanistan
  squad(10, [
    ["Rahmanullah Gurbaz", 78, 76, 88, 5, 5, WK],
    ["Ibrahim Zadran", 78, 80, 68, 5, 5],
    ["Rahmat Shah", 72, 78, 58, 35, 5],
    ["Hashmatullah Shahidi", 72, 76, 56, 5, 5],
    ["Azmatullah Omarzai", 70, 70, 80, 5, 76],
    ["Mohammad Nabi", 70, 76, 76, 80, 5],
    ["Gulbadin Naib", 62, 64, 76, 5, 62],
    ["Rashid Khan", 58, 62, 86, 92, 5],
    ["Mujeeb Ur Rahman", 30, 35, 50, 82, 5],
    ["Naveen-ul-Haq", 25, 22, 40, 5, 78],
    ["Fazalhaq Farooqi", 20, 18, 30, 5, 80],
  ]),
  // 11 Ireland
  squad(11, [
    ["Paul Stirling", 76, 72, 84, 55, 5],
    ["Andrew Balbirnie", 72, 72, 62, 5, 5],
    ["Harry Tector", 76, 76, 66, 10, 5],
    ["Lorcan Tucker", 70, 70, 72, 5, 5, WK],
    ["Curtis Campher", 66, 66, 72, 5, 66],
    ["George Dockrell", 64, 68, 64, 68, 5],
    ["Gareth Delany", 62, 64, 80, 62, 5],
    ["Mark Adair", 52, 48, 66, 5, 74],
    ["Barry McCarthy", 35, 32, 50, 5, 72],
    ["Josh Little", 25, 22, 40, 5, 76],
    ["Craig Young", 22, 20, 30, 5, 70],
  ]),
  // 12 Zimbabwe
  squad(12, [
    ["Joylord Gumbie", 66, 66, 66, 5, 5],
    ["Brian Bennett", 70, 68, 74, 45, 5],
    ["Craig Ervine", 72, 74, 60, 5, 5],
    ["Sean Williams", 74, 78, 70, 68, 5],
    ["Sikandar Raza", 76, 80, 82, 76, 5],
    ["Ryan Burl", 66, 70, 78, 60, 5],
    ["Clive Madande", 58, 58, 64, 5, 5, WK],
    ["Wellington Masakadza", 40, 42, 45, 70, 5],
    ["Richard Ngarava", 30, 28, 40, 5, 72],
    ["Blessing Muzarabani", 25, 22, 35, 5, 76],
    ["Tendai Chatara", 22, 20, 30, 5, 70],
  ]),
  // 13 Netherlands
  squad(13, [
    ["Vikramjit Singh", 68, 68, 70, 20, 5],
    ["Max O'Dowd", 70, 68, 74, 20, 5],
    ["Wesley Barresi", 64, 66, 62, 5, 5],
    ["Colin Ackermann", 66, 70, 62, 60, 5],
    ["Scott Edwards", 70, 70, 68, 5, 5, WK],
    ["Bas de Leede", 68, 66, 76, 5, 70],
    ["Sybrand Engelbrecht", 66, 68, 62, 5, 20],
    ["Logan van Beek", 55, 52, 68, 5, 72],
    ["Roelof van der Merwe", 50, 54, 66, 72, 5],
    ["Aryan Dutt", 30, 32, 45, 68, 5],
    ["Paul van Meekeren", 22, 20, 40, 5, 72],
  ]),
  // 14 Scotland
  squad(14, [
    ["George Munsey", 66, 64, 84, 5, 5],
    ["Michael Jones", 64, 62, 64, 5, 5],
    ["Brandon McMullen", 66, 66, 70, 5, 64],
    ["Richie Berrington", 68, 70, 68, 5, 30],
    ["Matthew Cross", 62, 62, 60, 5, 5, WK],
    ["Michael Leask", 60, 64, 78, 66, 5],
    ["Chris Greaves", 58, 60, 62, 66, 5],
    ["Mark Watt", 45, 48, 55, 72, 5],
    ["Safyaan Sharif", 32, 30, 45, 5, 70],
    ["Chris Sole", 30, 28, 45, 5, 70],
    ["Brad Wheal", 22, 20, 30, 5, 70],
  ]),
  // 15 Nepal
  squad(15, [
    ["Kushal Bhurtel", 66, 64, 80, 20, 5],
    ["Aasif Sheikh", 64, 64, 62, 5, 5, WK],
    ["Rohit Paudel", 68, 70, 66, 45, 5],
    ["Kushal Malla", 66, 66, 86, 50, 5],
    ["Dipendra Singh Airee", 66, 68, 80, 64, 5],
    ["Aarif Sheikh", 58, 60, 60, 5, 5],
    ["Gulshan Jha", 56, 54, 72, 5, 62],
    ["Sompal Kami", 48, 46, 62, 5, 70],
    ["Karan KC", 42, 40, 60, 5, 68],
    ["Sandeep Lamichhane", 25, 28, 35, 80, 5],
    ["Lalit Rajbanshi", 20, 22, 30, 70, 5],
  ]),
  // 16 UAE
  // Unsure: Aryansh Sharma's regular place as opener, and how much Basil Hameed's
  // off-spin is used (rated as a sixth bowler).
  squad(16, [
    ["Muhammad Waseem", 68, 64, 86, 5, 5],
    ["Aryansh Sharma", 60, 60, 66, 5, 5],
    ["Vriitya Aravind", 62, 64, 62, 5, 5, WK],
    ["Alishan Sharafu", 62, 62, 70, 5, 5],
    ["Asif Khan", 60, 62, 84, 5, 5],
    ["Basil Hameed", 56, 58, 66, 60, 5],
    ["Aayan Afzal Khan", 50, 54, 58, 68, 5],
    ["Junaid Siddique", 32, 30, 50, 5, 66],
    ["Zahoor Khan", 30, 28, 40, 5, 68],
    ["Muhammad Jawadullah", 25, 24, 40, 5, 68],
    ["Karthik Meiyappan", 20, 22, 30, 68, 5],
  ]),
  // 17 Oman
  // Unsure: Shoaib Khan's bowling (rated as a part-timer only).
  squad(17, [
    ["Jatinder Singh", 66, 64, 70, 5, 5],
    ["Kashyap Prajapati", 62, 60, 72, 5, 5],
    ["Aqib Ilyas", 66, 68, 66, 62, 5],
    ["Zeeshan Maqsood", 62, 64, 66, 66, 5],
    ["Shoaib Khan", 60, 62, 74, 40, 5],
    ["Ayaan Khan", 56, 60, 64, 66, 5],
    ["Mohammad Nadeem", 56, 56, 62, 5, 64],
    ["Naseem Khushi", 52, 52, 70, 5, 5, WK],
    ["Bilal Khan", 25, 24, 35, 5, 72],
    ["Kaleemullah", 26, 24, 40, 5, 68],
    ["Fayyaz Butt", 22, 20, 35, 5, 66],
  ]),
  // 18 Namibia
  // Unsure: Nikolaas Davin as the second opener, and Tangeni Lungameni's bowling type
  // (rated as a seamer).
  squad(18, [
    ["Michael van Lingen", 62, 60, 74, 5, 20],
    ["Nikolaas Davin", 60, 60, 66, 5, 5],
    ["Jan Frylinck", 62, 62, 68, 5, 68],
    ["Gerhard Erasmus", 68, 70, 68, 64, 5],
    ["JJ Smit", 62, 60, 84, 5, 70],
    ["David Wiese", 66, 64, 84, 5, 70],
    ["Zane Green", 56, 56, 62, 5, 5, WK],
    ["Ruben Trumpelmann", 40, 38, 55, 5, 74],
    ["Bernard Scholtz", 30, 32, 40, 72, 5],
    ["Ben Shikongo", 22, 20, 30, 5, 66],
    ["Tangeni Lungameni", 20, 22, 30, 5, 64],
  ]),
  // 19 Canada
  // Unsure: Rayyan Pathan's role (rated as a seam-bowling all-rounder).
  squad(19, [
    ["Aaron Johnson", 66, 62, 84, 5, 5],
    ["Navneet Dhaliwal", 64, 64, 68, 5, 5],
    ["Pargat Singh", 60, 62, 62, 5, 5],
    ["Nicholas Kirton", 62, 64, 70, 5, 5],
    ["Shreyas Movva", 58, 58, 62, 5, 5, WK],
    ["Saad Bin Zafar", 58, 62, 62, 70, 5],
    ["Rayyan Pathan", 52, 50, 62, 5, 64],
    ["Nikhil Dutta", 42, 44, 50, 68, 5],
    ["Kaleem Sana", 35, 32, 45, 5, 70],
    ["Dillon Heyliger", 32, 30, 48, 5, 68],
    ["Jeremy Gordon", 22, 20, 30, 5, 66],
  ]),
  // 20 Kenya
  // Kenya's recent sides are thinly documented, so this eleven mixes current players with
  // long-serving ones from the last decade. Unsure: Pushkar Sharma as opener, Irfan Karim
  // as wicketkeeper, Emmanuel Bundi's bowling type (rated as a spinner).
  squad(20, [
    ["Irfan Karim", 60, 60, 70, 5, 5, WK],
    ["Pushkar Sharma", 58, 58, 66, 5, 5],
    ["Collins Obuya", 62, 66, 68, 62, 5],
    ["Rakep Patel", 62, 62, 78, 50, 5],
    ["Dhiren Gondaria", 56, 58, 62, 5, 5],
    ["Nelson Odhiambo", 56, 54, 72, 5, 64],
    ["Sachin Bhudia", 52, 54, 62, 5, 62],
    ["Shem Ngoche", 44, 48, 58, 70, 5],
    ["Gerard Mwendwa", 38, 36, 55, 5, 64],
    ["Lucas Oluoch", 30, 32, 45, 68, 5],
    ["Emmanuel Bundi", 22, 20, 30, 64, 5],
  ]),
];
