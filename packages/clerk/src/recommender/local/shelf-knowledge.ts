/**
 * Chuck's shelf knowledge: which aisle a well-known film sits in when the catalog cannot say.
 *
 * vega-datasets' movies.json, the embedded catalog's rated films, has no Crime, Animation or War
 * genre (the Wikipedia list adds them to the American films it also holds, not to the others): The
 * Godfather was only 'Historical Fiction' and Toy Story only a 'Kids Fiction' adventure, so
 * content similarity alone cannot tell a gangster epic from a war film or a cartoon from a live
 * family comedy. These lists add TMDB's own genre for films whose TMDB genres include it, keyed by
 * the embedded title and year. Films from TMDB carry these genres already, so the lists change
 * nothing there. Every entry is checked against the embedded data by the judged-picks test.
 */
const CRIME = 80;
const ANIMATION = 16;
const WAR = 10752;

const CRIME_FILMS = `
16 Blocks (2006); 25th Hour (2002); 8MM (1999); A History of Violence (2005); A Simple Plan (1998);
A Time to Kill (1996); After the Sunset (2004); Along Came a Spider (2001); American Gangster (2007);
American History X (1998); American Psycho (2000); Analyze This (1999); Assault On Precinct 13 (2005);
Bad Boys (1995); Bad Boys II (2003); Bad Santa (2003); Bandits (2001); District B13 (2004);
Batman Begins (2005); Beverly Hills Cop (1984); Beverly Hills Cop II (1987); Blow (2001);
Boiler Room (2000); Bound (1996); Boyz n the Hood (1991); Brick (2006); Brooklyn's Finest (2010);
Brother (2000); Cape Fear (1991); Casino (1995); City of God (2002); City by the Sea (2002);
Collateral (2004); Con Air (1997); Confidence (2003); Cop Land (1997); Copycat (1995); Dark Blue (2003);
Dead Man Walking (1995); Desperado (1995); Dirty Pretty Things (2003); Donnie Brasco (1997);
Double Jeopardy (1999); El Mariachi (1993); Entrapment (1999); Fargo (1996); Find Me Guilty (2006);
Four Brothers (2005); From Dusk Till Dawn (1996); From Hell (2001); Gangs of New York (2002);
Get Shorty (1995); Goodfellas (1990); Grosse Point Blank (1997); Hannibal (2001); Hannibal Rising (2007);
Harry Brown (2010); Harsh Times (2006); Heartbreakers (2001); Hot Fuzz (2007); In Bruges (2008);
In Cold Blood (1967); In the Heat of the Night (1967); Inside Man (2006); Intolerable Cruelty (2003);
Jackie Brown (1997); Jerusalema (2010); Kill Bill: Volume 1 (2003); Kill Bill: Volume 2 (2004);
Kiss the Girls (1997); Knockaround Guys (2001); L.A. Confidential (1997); Law Abiding Citizen (2009);
Layer Cake (2005); Léon: The Professional (1994); Lethal Weapon (1987); Lethal Weapon 3 (1992); Lethal Weapon 4 (1998);
Lord of War (2005); Lucky Number Slevin (2006); Made (2001); Man on Fire (2004); Mean Machine (2002);
Menace II Society (1993); Miami Vice (2006); Midnight Run (1988); Mindhunters (2005); Monster (2003);
Mystic River (2003); Narc (2002); Nighthawks (1981); No Country for Old Men (2007);
Ocean's Eleven (2001); Ocean's Thirteen (2007); Ocean's Twelve (2004); Out of Sight (1998);
Pride and Glory (2008); Public Enemies (2009); Pulp Fiction (1994); Red Dragon (2002);
Reservoir Dogs (1992); Righteous Kill (2008); Ronin (1998); Rounders (1998); Running Scared (2006);
Rush Hour (1998); Rush Hour 2 (2001); Rush Hour 3 (2007); Scarface (1983); Se7en (1995);
Sexy Beast (2000); Sin City (2005); Sleepers (1996); Small Time Crooks (2000); Smokin' Aces (2007);
Snatch (2000); Some Like it Hot (1959); Spun (2002); Starsky & Hutch (2004); Street Kings (2008);
Strangers on a Train (1951); Summer of Sam (1999); Taxi Driver (1976); The Bank Job (2008);
The Big Lebowski (1998); The Bone Collector (1999); The Boondock Saints (1999); The Cotton Club (1984);
The Dark Knight (2008); The Departed (2006); The Fast and the Furious (2001);
The First Great Train Robbery (1979); The French Connection (1971); The Godfather (1972);
The Godfather: Part II (1974); The Godfather: Part III (1990); The Green Mile (1999);
The Italian Job (2003); The Ladykillers (2004); The Life of David Gale (2003); The Matador (2005);
The Negotiator (1998); The Salton Sea (2002); The Score (2001); The Shawshank Redemption (1994);
The Silence of the Lambs (1991); The Sting (1973); The Taking of Pelham 123 (2009);
The Thomas Crown Affair (1999); The Transporter (2002); The Transporter 2 (2005);
The Untouchables (1987); The Usual Suspects (1995); The Way of the Gun (2000); The Wrong Man (1956);
The Yards (2000); Things to Do in Denver when You're Dead (1995); Traffic (2000); Training Day (2001);
Trainspotting (1996); True Romance (1993); Tsotsi (2005); Veronica Guerin (2003); Wall Street (1987);
We Own the Night (2007); Welcome to Collinwood (2002); Wild Things (1998); Wonderland (2003);
You Kill Me (2007); Zero Effect (1998)`;

const ANIMATED_FILMS = `
A Bug's Life (1998); A Scanner Darkly (2006); Aladdin (1992); Alice in Wonderland (1951);
Anastasia (1997); Antz (1998); Astro Boy (2009); Atlantis: The Lost Empire (2001);
Beavis and Butt-head Do America (1996); Bee Movie (2007); Beowulf (2007); Bolt (2008); Cars (2006);
Chicken Little (2005); Chicken Run (2000); Cloudy with a Chance of Meatballs (2009); Coraline (2009);
Curious George (2006); Despicable Me (2010); Dinosaur (2000); Fantasia (1940);
Final Fantasy: The Spirits Within (2001); Finding Nemo (2003); Flushed Away (2006);
Ponyo (2008); Happy Feet (2006); Hercules (1997); Hoodwinked (2006);
Horton Hears a Who (2008); How to Train Your Dragon (2010); Ice Age (2002);
Ice Age: Dawn of the Dinosaurs (2009); Ice Age: The Meltdown (2006); Igor (2008);
The Triplets of Belleville (2003); Lilo & Stitch (2002); Looney Tunes: Back in Action (2003);
Madagascar (2005); Madagascar: Escape 2 Africa (2008); Princess Mononoke (1997); Monster House (2006);
Monsters vs. Aliens (2009); Monsters, Inc. (2001); Mulan (1998); Osmosis Jones (2001); Peter Pan (1953);
Planet 51 (2009); Pocahontas (1995); Ratatouille (2007); Robots (2005); Shark Tale (2004); Shrek (2001);
Shrek 2 (2004); Shrek Forever After (2010); Shrek the Third (2007); Sinbad: Legend of the Seven Seas (2003);
Snow White and the Seven Dwarfs (1937); Space Jam (1996); Spirit: Stallion of the Cimarron (2002);
Surf's Up (2007); Tarzan (1999); The Ant Bully (2006); The Emperor's New Groove (2000);
The Hunchback of Notre Dame (1996); The Incredibles (2004); The Iron Giant (1999);
The Land Before Time (1988); The Lion King (1994); The Polar Express (2004); The Prince of Egypt (1998);
The Princess and the Frog (2009); The Road to El Dorado (2000); The Rugrats Movie (1998);
The Simpsons Movie (2007); The Tale of Despereaux (2008); Titan A.E. (2000); TMNT (2007);
Toy Story (1995); Toy Story 2 (1999); Toy Story 3 (2010); Treasure Planet (2002); Up (2009);
Valiant (2005); WALL-E (2008); Wallace & Gromit: The Curse of the Were-Rabbit (2005);
Who Framed Roger Rabbit? (1988)`;

const WAR_FILMS = `
A Bridge Too Far (1977); Apocalypse Now (1979); Behind Enemy Lines (2001); Black Hawk Down (2001);
Born on the Fourth of July (1989); Braveheart (1995); Buffalo Soldiers (2003); Catch-22 (1970);
Courage Under Fire (1996); Enemy at the Gates (2001); Flags of Our Fathers (2006); Flyboys (2006);
Force 10 from Navarone (1978); Gallipoli (1981); Glory (1989); Good Morning Vietnam (1987);
Green Zone (2010); Hart's War (2002); Days of Glory (2006); Inglourious Basterds (2009); Jarhead (2005);
Joyeux Noël (2005); Lawrence of Arabia (1962); Letters from Iwo Jima (2006); Lions for Lambs (2007);
M*A*S*H (1970); Patton (1970); Pearl Harbor (2001); Platoon (1986); Rescue Dawn (2007);
Saints and Soldiers (2004); Saving Private Ryan (1998); Schindler's List (1993); Stop-Loss (2008);
Tears of the Sun (2003); The Bridge on the River Kwai (1957); The Deer Hunter (1978);
The Great Escape (1963); The Great Raid (2005); The Hurt Locker (2009); The Longest Day (1962);
The Pianist (2002); The Thin Red Line (1998); Three Kings (1999); U-571 (2000); Valkyrie (2008);
We Were Soldiers (2002); Windtalkers (2002); Black Book (2006)`;

/** 'Title (Year)' entries, as listed above. */
export interface ShelfEntry {
  title: string;
  year: number;
  genreId: number;
}

function parse(list: string, genreId: number): ShelfEntry[] {
  return list
    .split(';')
    .map((entry) => entry.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(.*) \((\d{4})\)$/.exec(entry);
      if (!match) throw new Error(`shelf entry without a year: ${entry}`);
      return { title: match[1]!, year: Number(match[2]), genreId };
    });
}

export const SHELF_ENTRIES: readonly ShelfEntry[] = [
  ...parse(CRIME_FILMS, CRIME),
  ...parse(ANIMATED_FILMS, ANIMATION),
  ...parse(WAR_FILMS, WAR),
];

const keyOf = (title: string, year: number | null) => `${title.toLowerCase()}|${year ?? ''}`;

const SHELF = new Map<string, number[]>();
for (const entry of SHELF_ENTRIES) {
  const key = keyOf(entry.title, entry.year);
  SHELF.set(key, [...(SHELF.get(key) ?? []), entry.genreId]);
}

/** The film's genre ids plus any Chuck knows from the shelf. */
export function withShelfGenres(genreIds: readonly number[], title: string, year: number | null): number[] {
  const extra = SHELF.get(keyOf(title, year));
  return extra ? [...new Set([...genreIds, ...extra])] : [...genreIds];
}

/** Titles (with years) on the shelf under any of these genres: extra candidates for a search. */
export function shelfFilmsIn(genreIds: readonly number[]): { title: string; year: number }[] {
  return SHELF_ENTRIES.filter((e) => genreIds.includes(e.genreId)).map(({ title, year }) => ({
    title,
    year,
  }));
}
