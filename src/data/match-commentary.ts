/**
 * Match-aware commentary (rules version 2, Club and International): lines for every run outcome
 * and dismissal kind, each tagged with what it says about the ball, so the engine only says it
 * when it is true. `shot`: whether the batter played at the ball or left it. `intent`: whether
 * he was attacking or defending. `bowler`: pace or spin. A line that says nothing of one of
 * these is tagged "either" for it, and every key has lines that say nothing of any, so every
 * ball has plenty to choose from.
 *
 * Lines are read aloud by speech synthesis and shown as captions, so they avoid symbols and
 * abbreviations. Placeholders: `{batter}` (the striker), `{bowler}`, and, in run-outs only,
 * `{partner}` (the non-striker).
 */
import type { CommentaryTags, TaggedCommentaryBook, TaggedLine } from "../engine/index.ts";

/** Lines with the given tags; any tag left out is "either". */
function tagged(tags: Partial<CommentaryTags>, ...texts: string[]): TaggedLine[] {
  return texts.map((text) => ({
    text,
    shot: tags.shot ?? "either",
    intent: tags.intent ?? "either",
    bowler: tags.bowler ?? "either",
  }));
}

/** Lines that fit any ball of their key. */
const anyBall = (...texts: string[]): TaggedLine[] => tagged({}, ...texts);
const attacking = (...texts: string[]): TaggedLine[] => tagged({ shot: "played", intent: "attacking" }, ...texts);
const defensive = (...texts: string[]): TaggedLine[] => tagged({ shot: "played", intent: "defensive" }, ...texts);
const leave = (...texts: string[]): TaggedLine[] => tagged({ shot: "left" }, ...texts);
const pace = (...texts: string[]): TaggedLine[] => tagged({ bowler: "pace" }, ...texts);
const spin = (...texts: string[]): TaggedLine[] => tagged({ bowler: "spin" }, ...texts);

export const matchCommentary: TaggedCommentaryBook = {
  runs: {
    "0": [
      ...anyBall(
        "{bowler} to {batter}, and no run.",
        "Straight to the fielder in the ring. Dot ball.",
        "Beaten! {bowler} finds a way past the outside edge.",
        "Good fielding at cover keeps {batter} quiet. No run.",
        "{batter} gets an inside edge onto the pad. Nothing scored.",
        "A tidy ball from {bowler}, and the scoreboard stays still.",
        "Played and missed. {bowler} puts his hands on his head.",
        "{batter} looks for a gap, finds the man at point, and stays put.",
        "Dot ball. {bowler} is right on the spot this over.",
        "Into the pads, and the ball rolls away to nobody. No run.",
      ),
      ...attacking(
        "{batter} swings hard and misses. {bowler} has won that one.",
        "Smashed, but straight to mid off. {batter} is frustrated.",
        "A big heave across the line, and nothing but air.",
        "{batter} goes hard at it and drills it straight to extra cover.",
      ),
      ...defensive(
        "Defended solidly back down the pitch by {batter}.",
        "A dead bat from {batter}, and the ball drops at his feet.",
        "{batter} gets well forward and blocks it. No run.",
        "Safety first from {batter}: a firm push to mid on, and no run.",
      ),
      ...leave(
        "Left alone. {batter} watches it carry through to the keeper.",
        "Good ball, good leave. {batter} shoulders arms.",
        "Wide of off stump, and {batter} lets it go.",
        "{batter} raises his bat and lets that one pass outside off.",
      ),
      ...pace(
        "Yorker length, and {batter} digs it out. No run.",
        "That one nipped back off the seam and thudded into the thigh pad.",
        "{bowler} hits the deck hard, and it flies through to the keeper.",
        "Full and swinging, and {batter} can only jab it back to {bowler}.",
      ),
      ...tagged({ shot: "left", bowler: "pace" }, "A sharp bouncer from {bowler}, and {batter} sways out of the way."),
      ...tagged({ shot: "played", intent: "attacking", bowler: "pace" }, "{batter} tries to ramp it over the keeper and misses."),
      ...spin(
        "Tossed up by {bowler}, and it turns past the outside edge.",
        "{bowler} skids the arm ball through, and {batter} is cramped for room.",
        "Flighted and dipping, and {batter} chips it back to the bowler on the bounce.",
        "That one spun sharply and beat the bat. No run.",
      ),
      ...tagged(
        { shot: "played", intent: "attacking", bowler: "spin" },
        "{batter} dances down the track, but {bowler} drags it shorter. No run.",
      ),
      ...tagged(
        { shot: "played", intent: "defensive", bowler: "spin" },
        "{batter} smothers the spin with a big stride forward.",
      ),
    ],
    "1": [
      ...anyBall(
        "Worked into the leg side for a single.",
        "Pushed into the gap, and {batter} takes one.",
        "Just the one. {batter} keeps the scoreboard ticking.",
        "Tucked behind square, and they jog through for a single.",
        "A single to deep cover, and the strike changes hands.",
        "An inside edge runs to fine leg. One more to {batter}.",
        "Placed to mid wicket, and {batter} calls for one.",
        "A misfield in the ring, and they pinch a single.",
        "Down to long on for one. {bowler} will take that.",
      ),
      ...attacking(
        "Hammered to long off, but the sweeper is there. Only a single.",
        "{batter} goes for the big one, gets a top edge, and it falls in a gap. A single.",
        "Slogged into the leg side, and they settle for one.",
      ),
      ...defensive(
        "A dab into the off side with soft hands, and a sharp single.",
        "Dropped at his feet with a dead bat, and {batter} scampers through.",
        "{batter} defends into the gap at short cover and steals one.",
      ),
      ...pace(
        "Using the pace, {batter} runs it down to third man for one.",
        "Back of a length from {bowler}, punched down to sweeper cover for one.",
        "A thick edge off the seamer flies down to third man. One run.",
      ),
      ...spin(
        "Swept fine for a single off the spinner.",
        "{batter} uses his feet and works {bowler} to long on for one.",
        "Against the turn to mid wicket, and that's a single.",
        "Cut late off the spinner, and they take one to deep point.",
      ),
    ],
    "2": [
      ...anyBall(
        "Into the gap at cover, and they come back for two.",
        "Two runs. Good running between the wickets.",
        "Clipped to deep square leg, and {batter} hurries back for the second.",
        "Worked into the deep, and they push hard for a couple.",
        "Two more to the total. The man in the deep was a long way off that.",
        "Placed nicely between the fielders. A couple for {batter}.",
        "The throw comes in a fraction late. Two taken.",
        "Steered wide of the fielder, and they pick up two.",
        "Two to {batter}, and {bowler} won't enjoy seeing that gap found.",
      ),
      ...attacking(
        "Lofted over mid on, it lands in a gap, and they run two.",
        "Smashed to deep mid wicket, but the boundary rider cuts it off. Two.",
        "A big swing, off the outside half of the bat, and they come back for two.",
      ),
      ...defensive(
        "A gentle push into the off side, and excellent running makes it two.",
        "Nudged with soft hands into the gap at mid wicket, and they run a brisk two.",
        "A careful stroke, but plenty of hurry in the running. Two.",
      ),
      ...pace(
        "Using the pace, {batter} glances it fine for two.",
        "A short one from {bowler}, pulled to deep square for a couple.",
        "Off the seam and off the inside edge, and they scramble two.",
      ),
      ...spin(
        "Swept firmly to deep square, and that's a couple.",
        "Cut off the back foot as {bowler} drops short. Two.",
        "Against the spin, worked through mid wicket for a couple.",
      ),
      ...tagged(
        { shot: "played", intent: "attacking", bowler: "spin" },
        "Down the track to {bowler}, and driven wide of long off for two.",
      ),
    ],
    "3": [
      ...anyBall(
        "Chased down just inside the rope, and they run three.",
        "Three runs. {batter} is flying between the wickets.",
        "Into the deep, and they come back for the third.",
        "A long chase for the fielder, and three to {batter}.",
        "Three taken, with a big outfield to run into.",
        "The ball pulls up short of the boundary, and they run three.",
        "Good running! They push hard and make it three.",
        "{batter} times it into the gap, and the outfield slows it enough for three.",
        "A relay throw from the deep, but they have run three by then.",
      ),
      ...attacking(
        "Clubbed towards long on, but it holds up in the outfield. Three.",
        "A full blooded hit, cut off by a dive at the rope. Three runs.",
        "Launched high into the deep, it drops short of everyone, and they run three.",
      ),
      ...defensive(
        "Only a push, but it beats the ring and they run a clever three.",
        "Guided with soft hands past gully, and it trickles far enough for three.",
        "Placed, not hit, into the vast outfield, and three.",
      ),
      ...pace(
        "Using the pace, glanced fine, and three before the fielder gets there.",
        "A short one from {bowler}, pulled to deep mid wicket. Three runs.",
        "Squeezed out from a full ball, it runs past the slips, and they get three.",
      ),
      ...spin(
        "Swept hard to deep mid wicket, and they run three.",
        "Cut behind point off the spinner, and they come back for three.",
      ),
      ...tagged(
        { shot: "played", intent: "attacking", bowler: "spin" },
        "Down the track to {bowler}, lofted into the deep, and three.",
      ),
    ],
    "4": [
      ...anyBall(
        "Four! Timed beautifully through the covers.",
        "That's four. The fielder had no chance.",
        "Crisply struck, and it beats the man on the rope. Four.",
        "Four runs! {batter} finds the gap with ease.",
        "Too straight from {bowler}, and clipped off the pads for four.",
        "Through the off side, and the ball races away to the boundary.",
        "Four more. The crowd are on their feet.",
        "Off the edge and away past the keeper. Four lucky runs.",
        "Placed between two fielders, and it runs away for four.",
      ),
      ...attacking(
        "Smashed back past {bowler}! Four.",
        "{batter} clears the front leg and whips it to the boundary.",
        "A ferocious slash over point, and that's four.",
        "He goes after {bowler}, and the ball thunders into the fence.",
      ),
      ...defensive(
        "Only a push, but the timing sends it racing to the rope.",
        "{batter} meant to keep it down, and he does, all the way to the boundary.",
        "A gentle steer with soft hands, and it beats third man for four.",
      ),
      ...pace(
        "Short from {bowler}, and pulled away for four.",
        "Using the pace, {batter} glides it past the slips for four.",
        "Overpitched and swinging, and driven down the ground for four.",
        "{bowler} digs it in, and {batter} hooks it fine for four.",
      ),
      ...spin(
        "Swept away to the fine leg boundary. Four.",
        "Dropped short by the spinner, and cut away for four.",
        "Against the turn, through mid wicket, four runs.",
      ),
      ...tagged(
        { shot: "played", intent: "attacking", bowler: "spin" },
        "Down the track, and lofted over mid off for four.",
        "A reverse sweep against the spin! That's four.",
      ),
    ],
    "6": [
      ...anyBall(
        "Six! That's gone all the way.",
        "Up, up and over the rope. Six runs.",
        "Clean as you like. {batter} sends that into the stands.",
        "Six! {bowler} can only watch it sail over.",
        "Out of the ground! What a hit from {batter}.",
        "That's a maximum, and a spectator takes the catch in the second tier.",
        "Sweetly timed, and it carries all the way for six.",
        "Over long on for six. Glorious.",
        "Six more. {batter} has found the middle of the bat.",
      ),
      ...attacking(
        "Launched! {batter} swings hard, and it's six.",
        "{batter} goes big, and it clears the rope by a distance.",
        "A huge slog over mid wicket for six.",
        "Smashed! Six, and {bowler} has gone for plenty.",
      ),
      ...defensive(
        "He was only trying to place it, but it carries over the rope. Six.",
        "No more than a firm push, yet it sails over the rope. Six.",
        "A gentle lift off the pads, timed so well it lands over the fence.",
      ),
      ...pace(
        "Hooked off the eyebrows and over fine leg. Six!",
        "A slower ball from {bowler}, read early, and lifted over long on for six.",
        "{bowler} bangs it in short, and it's pulled for six.",
      ),
      ...spin(
        "Flighted, and hit with the spin over long on. Six.",
        "Inside out, over extra cover, against the spin. Six.",
        "A long hop from the spinner, and pulled away for six.",
      ),
      ...tagged(
        { shot: "played", intent: "attacking", bowler: "spin" },
        "Down the track to {bowler}, and lofted straight for six.",
        "Slog swept into the crowd at mid wicket! Six.",
      ),
    ],
  },
  dismissals: {
    caught: [
      ...anyBall(
        "Caught! {batter} has to go.",
        "Out! A simple catch, and {bowler} has his man.",
        "Edged and taken! {batter} walks off.",
        "In the air, and taken. {batter} is caught.",
        "Caught behind! The keeper makes no mistake.",
        "A sharp catch in the ring, and {batter} is on his way.",
        "Taken! Sure hands, and that's the end of {batter}.",
        "{batter} finds a fielder, and {bowler} celebrates.",
        "A fine diving catch! {batter} cannot believe it.",
      ),
      ...attacking(
        "{batter} goes for the big shot and holes out in the deep.",
        "Skied! The fielder settles under it and takes the catch.",
        "A slog straight down the throat of long on. {batter} is caught.",
        "Top edge, swirling high, and taken. {batter} went for one shot too many.",
      ),
      ...defensive(
        "{batter} defends, the ball pops up off the glove, and short leg takes it.",
        "A careful prod, a thin edge, and it's caught at slip.",
        "Caught! A soft push straight into the hands of the close fielder.",
      ),
      ...pace(
        "Caught at slip! {bowler} found the edge with one that moved away.",
        "The bouncer does its job: fended off the gloves and taken at gully.",
        "Full and swinging, an edge, and caught in the cordon.",
      ),
      ...spin(
        "It turns, takes the edge, and slip gobbles it up.",
        "{batter} is beaten in the flight and chips it to mid off.",
        "Bat and pad, and short leg takes it off the spinner.",
      ),
    ],
    caughtAndBowled: [
      ...anyBall(
        "Caught and bowled! {bowler} takes the return catch.",
        "Straight back to {bowler}, and he holds on.",
        "{bowler} does it all himself. Caught and bowled.",
        "A return catch! {batter} can't believe it.",
        "Back to the bowler, and he makes no mistake.",
        "{bowler} sticks out a hand, and the ball sticks. {batter} is out.",
        "Caught off his own bowling! {bowler} is delighted.",
        "A low return catch by {bowler}, and {batter} must go.",
        "Chipped back to {bowler}. An easy catch.",
      ),
      ...attacking(
        "{batter} hits it hard, straight back, and {bowler} clings on.",
        "A firm drive, but {bowler} snaps it up inches from the turf.",
        "Smashed back at {bowler}, who takes a stunning reflex catch.",
      ),
      ...defensive(
        "A tentative push, a leading edge, and {bowler} takes it.",
        "{batter} checks his shot, and it loops back to {bowler}.",
        "Defended off the leading edge, and {bowler} dives forward to catch it.",
      ),
      ...pace(
        "{bowler} takes a diving catch in his follow through.",
        "A slower ball, chipped back, and {bowler} takes it.",
        "A leaping catch in the follow through by {bowler}!",
      ),
      ...spin(
        "Tossed up, chipped back, and {bowler} pouches it.",
        "Beaten by the dip, {batter} lobs it back to {bowler}.",
        "The spinner holds a sharp return catch, falling away to one side.",
      ),
    ],
    bowled: [
      ...anyBall(
        "Bowled him! The stumps are shattered.",
        "Clean bowled! {batter} has to go.",
        "Through the gate! {bowler} hits the stumps.",
        "The off stump is cartwheeling! {batter} is bowled.",
        "Bowled! {bowler} wins the battle.",
        "An inside edge onto the stumps. {batter} is out.",
        "Timber! {bowler} knocks back middle stump.",
        "The bails go flying, and {batter} is bowled.",
        "Bowled! {batter} is beaten all ends up.",
      ),
      ...attacking(
        "{batter} swings for the fences, misses, and loses his leg stump.",
        "A big heave across the line, and the stumps are rattled.",
        "Too ambitious! {batter} makes room, and {bowler} hits the stumps.",
      ),
      ...defensive(
        "{batter} plays for safety, but the ball squeezes through bat and pad.",
        "A careful block, but it rolls off the bat onto the stumps.",
        "Defending, beaten, and bowled. {batter} can only look back at the wreckage.",
      ),
      ...leave(
        "No shot offered, and the ball crashes into off stump! {batter} has left alone a straight one.",
        "{batter} shoulders arms and hears the death rattle. Bowled.",
      ),
      ...pace(
        "A searing yorker! {batter} is bowled.",
        "It swings in late and knocks back off stump.",
        "Off the seam, through the gap, and bowled.",
      ),
      ...spin(
        "It turns through the gate! {batter} is bowled.",
        "It goes straight on, and {batter}, playing for turn, is bowled.",
        "Beaten in the flight, and the stumps are rearranged.",
      ),
    ],
    lbw: [
      ...anyBall(
        "Plumb! The finger goes up, and {batter} is out leg before.",
        "Trapped in front! {batter} is out leg before wicket.",
        "Big appeal, and given! {batter} is leg before.",
        "That was hitting middle. {batter} is out leg before.",
        "Given out leg before. {bowler} is off celebrating.",
        "The umpire agrees with {bowler}. {batter} is out leg before wicket.",
        "Pinned on the crease, and the umpire raises the finger.",
        "Leg before! {batter} walks off shaking his head.",
        "Struck on the pad, in line, and given. Leg before.",
      ),
      ...attacking(
        "{batter} misses a big swing across the line and is trapped leg before.",
        "Trying to smash it through mid wicket, {batter} misses and is given out leg before.",
      ),
      ...defensive(
        "{batter} plays down the wrong line in defence and is given out leg before.",
        "Caught on the crease playing safe, and given leg before.",
        "A tentative prod, pad first, and the finger goes up.",
      ),
      ...leave(
        "No shot offered! He padded up, and he is out leg before.",
        "{batter} lets it go, but it comes back into the pad. Leg before.",
      ),
      ...pace(
        "A full inswinger hits him on the boot. Out leg before.",
        "It nips back off the seam and traps {batter} in front.",
        "Full, fast and straight: {batter} is leg before.",
      ),
      ...spin(
        "It skids on with the arm and traps {batter} on the back foot. Leg before.",
        "Playing for turn that wasn't there, {batter} is out leg before.",
        "Beaten by the one that goes straight on, and given leg before.",
      ),
      ...tagged(
        { shot: "played", intent: "attacking", bowler: "spin" },
        "Going for the slog sweep, {batter} misses, and it's leg before.",
      ),
    ],
    runOut: [
      ...anyBall(
        "Run out! {batter} is short of his ground.",
        "Direct hit! {batter} is gone.",
        "A terrible mix up, and {batter} is run out.",
        "{partner} sends {batter} back, and he can't make it in time.",
        "Run out! The keeper whips off the bails.",
        "A brilliant throw from the deep, and {batter} is run out.",
        "{batter} and {partner} are both looking at each other, and the bails are off.",
        "A mix up in the middle, and {batter} has to go. Run out.",
        "Sharp work in the field, and {batter} is run out by a yard.",
      ),
      ...attacking(
        "Going for a risky second, {batter} is run out.",
        "{batter} smashes it to the fielder and sets off anyway. Run out.",
        "Looking for a run off every ball, {batter} pushes his luck once too often.",
      ),
      ...defensive(
        "A soft push to cover, a hesitant call, and {batter} is run out.",
        "{batter} dabs it into the off side, {partner} says yes, then no, and he's gone.",
        "A nervous single off a careful push that was never there. {batter} is run out.",
      ),
      ...pace(
        "{bowler} stops it in his follow through and hits the stumps. Run out.",
        "Using the pace, {batter} runs it to third man, but the throw is perfect.",
      ),
      ...spin(
        "A single to the spinner's end, and {bowler} whips off the bails.",
        "The spinner fields off his own bowling, spins round, and hits the stumps.",
      ),
    ],
    stumped: [
      ...spin(
        "Stumped! {batter} is out of his ground.",
        "Sharp work by the keeper, and {batter} is stumped.",
        "The keeper whips off the bails. Stumped.",
        "{batter} overbalances, and the keeper does the rest.",
        "Stumped by a distance! {bowler} has done him in the flight.",
        "Lightning hands from the keeper, and {batter} has to go.",
        "His back foot drags, the bails come off, and {batter} is stumped.",
        "Stumped! {bowler} and the keeper combine beautifully.",
        "The third umpire confirms it: {batter} is stumped.",
      ),
      ...tagged(
        { shot: "played", intent: "attacking", bowler: "spin" },
        "{batter} charges down the track, misses, and is stumped.",
        "Down the pitch looking for a big hit, beaten, and stumped.",
        "{batter} dances out to {bowler}, and the keeper has the bails off.",
      ),
      ...tagged(
        { shot: "played", intent: "defensive", bowler: "spin" },
        "Stretching forward to defend, his foot slides out, and he's stumped.",
        "A careful forward push, beaten by the spin, and stumped.",
        "{batter} lunges to smother the spin, misses, and is stumped.",
      ),
    ],
    hitWicket: [
      ...anyBall(
        "Hit wicket! {batter} has knocked off his own bails.",
        "Oh dear. {batter} treads on his stumps.",
        "The bails are off, and it was {batter} himself. Hit wicket.",
        "An unlucky way to go: {batter} dislodges a bail with his back foot.",
        "Hit wicket! {bowler} gets the wicket without hitting the stumps.",
        "{batter} loses his balance and falls onto his stumps.",
        "A freak dismissal! {batter} clips the stumps with his bat.",
        "{batter} can't believe it. His own bat has broken the wicket.",
        "Out hit wicket, and {batter} trudges off embarrassed.",
      ),
      ...attacking(
        "Going hard at it, {batter} follows through into his own stumps.",
        "Making room for a big shot, {batter} kicks the stumps over.",
      ),
      ...defensive(
        "Going back to defend, {batter} steps on his stumps.",
        "A careful block, but his back foot knocks a bail off.",
      ),
      ...pace(
        "Rocking back to a bouncer, {batter} treads on his stumps.",
        "Hurried by the pace of {bowler}, he clips the stumps with his heel.",
      ),
      ...spin(
        "Going back to cut the spinner, {batter} clips the stumps with his heel.",
        "Playing back to {bowler}, his foot catches the off stump.",
      ),
    ],
  },
};
