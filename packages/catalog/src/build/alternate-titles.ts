import { movieKey } from '../import/ids.ts';

/**
 * The alias table: today's films known by another title than the vega data gives them, keyed by
 * that title (its broken characters repaired by `fixMojibake`: 'AmÈlie' was Windows-1252 read as
 * Mac Roman) and year. For each: the title to show (the English one, as TMDB's en-US shows it),
 * the other titles people type (the original, the data's own, the Wikipedia list's), and the year
 * of first release where the data gives a later (often the American) one. Films not in English
 * come first, then American films whose two sources spell the title differently ('Se7en',
 * 'Seven'), so the merge can match them.
 */
interface Alias {
  title?: string;
  also?: string[];
  year?: number;
}
type Row = [title: string, year: number, alias: Alias];

const ROWS: Row[] = [
  ['Léon', 1994, { title: 'Léon: The Professional', also: ['Léon', 'The Professional'] }],
  [
    "Le Fabuleux destin d'Amélie Poulain",
    2001,
    { title: 'Amélie', also: ["Le Fabuleux Destin d'Amélie Poulain", 'Amelie from Montmartre'] },
  ],
  ['Cidade de Deus', 2003, { title: 'City of God', also: ['Cidade de Deus'], year: 2002 }],
  ['El Laberinto del Fauno', 2006, { title: "Pan's Labyrinth", also: ['El laberinto del fauno'] }],
  ['Shichinin no samurai', 1956, { title: 'Seven Samurai', also: ['Shichinin no samurai'], year: 1954 }],
  [
    'Das Leben der Anderen',
    2007,
    { title: 'The Lives of Others', also: ['Das Leben der Anderen'], year: 2006 },
  ],
  [
    "C'era una volta il West",
    1969,
    { title: 'Once Upon a Time in the West', also: ["C'era una volta il West"], year: 1968 },
  ],
  ['Mononoke-hime', 1999, { title: 'Princess Mononoke', also: ['Mononoke-hime'], year: 1997 }],
  ['Amores Perros', 2001, { also: ["Love's a Bitch"], year: 2000 }],
  [
    'Per qualche dollaro in più',
    1967,
    { title: 'For a Few Dollars More', also: ['Per qualche dollaro in più'], year: 1965 },
  ],
  [
    'Per un pugno di dollari',
    1967,
    { title: 'A Fistful of Dollars', also: ['Per un pugno di dollari'], year: 1964 },
  ],
  [
    'Il buono, il brutto, il cattivo',
    1967,
    { title: 'The Good, the Bad and the Ugly', also: ['Il buono, il brutto, il cattivo'], year: 1966 },
  ],
  ['Akira', 2001, { year: 1988 }],
  ['Barry Lyndon', 1974, { year: 1975 }],
  [
    'Le Scaphandre et le Papillon',
    2007,
    { title: 'The Diving Bell and the Butterfly', also: ['Le Scaphandre et le Papillon'] },
  ],
  ['Zwartboek', 2007, { title: 'Black Book', also: ['Zwartboek'], year: 2006 }],
  ['Gwoemul', 2007, { title: 'The Host', also: ['Gwoemul'], year: 2006 }],
  ['Festen', 1998, { title: 'The Celebration', also: ['Festen'] }],
  [
    'Die Unendliche Geschichte',
    1984,
    { title: 'The NeverEnding Story', also: ['Die unendliche Geschichte'] },
  ],
  ['Nochnoy dozor', 2006, { title: 'Night Watch', also: ['Nochnoy dozor'], year: 2004 }],
  ["La marche de l'empereur", 2005, { title: 'March of the Penguins', also: ["La Marche de l'empereur"] }],
  ['La mala educación', 2004, { title: 'Bad Education', also: ['La mala educación'] }],
  ['Banlieue 13', 2006, { title: 'District B13', also: ['Banlieue 13'], year: 2004 }],
  ['La Môme', 2007, { title: 'La Vie en Rose', also: ['La Môme'] }],
  [
    'Les Triplettes de Belleville',
    2003,
    { title: 'The Triplets of Belleville', also: ['Les Triplettes de Belleville', 'Belleville Rendez-vous'] },
  ],
  [
    'Chinjeolhan geumjassi',
    2006,
    { title: 'Lady Vengeance', also: ['Chinjeolhan geumjassi', 'Sympathy for Lady Vengeance'], year: 2005 },
  ],
  [
    'Man cheng jin dai huang jin jia',
    2006,
    { title: 'Curse of the Golden Flower', also: ['Man cheng jin dai huang jin jia'] },
  ],
  ['Central do Brasil', 1998, { title: 'Central Station', also: ['Central do Brasil'] }],
  ['Die Fälscher', 2008, { title: 'The Counterfeiters', also: ['Die Fälscher'], year: 2007 }],
  ['Les Choristes', 2004, { title: 'The Chorus', also: ['Les Choristes'] }],
  [
    "L'auberge espagnole",
    2003,
    { title: 'The Spanish Apartment', also: ["L'Auberge espagnole"], year: 2002 },
  ],
  ['Se jie', 2007, { title: 'Lust, Caution', also: ['Se, jie'] }],
  ['Le Violon rouge', 1999, { title: 'The Red Violin', also: ['Le Violon rouge'], year: 1998 }],
  ['Les invasions barbares', 2003, { title: 'The Barbarian Invasions', also: ['Les Invasions barbares'] }],
  ['Tom yum goong', 2006, { title: 'The Protector', also: ['Tom-Yum-Goong'], year: 2005 }],
  [
    'Gake no ue no Ponyo',
    2009,
    { title: 'Ponyo', also: ['Gake no ue no Ponyo', 'Ponyo on the Cliff by the Sea'], year: 2008 },
  ],
  ['8 femmes', 2002, { title: '8 Women', also: ['8 femmes'] }],
  [
    'Der Baader Meinhof Komplex',
    2009,
    { title: 'The Baader Meinhof Complex', also: ['Der Baader Meinhof Komplex'], year: 2008 },
  ],
  ['Joyeux Noël', 2006, { also: ['Merry Christmas'], year: 2005 }],
  ['Arthur et les Minimoys', 2006, { title: 'Arthur and the Invisibles', also: ['Arthur et les Minimoys'] }],
  ['Les Visiteurs', 1996, { title: 'The Visitors', also: ['Les Visiteurs'], year: 1993 }],
  [
    'Couloirs du temps: Les visiteurs 2, Les',
    1998,
    { title: 'The Visitors II: The Corridors of Time', also: ['Les Couloirs du temps: Les visiteurs 2'] },
  ],
  [
    "De battre mon coeur s'est arrêté",
    2005,
    { title: 'The Beat That My Heart Skipped', also: ["De battre mon cœur s'est arrêté"] },
  ],
  [
    "Bienvenue chez les Ch'tis",
    2008,
    { title: 'Welcome to the Sticks', also: ["Bienvenue chez les Ch'tis"] },
  ],
  ['Coco avant Chanel', 2009, { title: 'Coco Before Chanel', also: ['Coco avant Chanel'] }],
  ['Bacheha-Ye aseman', 1999, { title: 'Children of Heaven', also: ['Bacheha-Ye aseman'], year: 1997 }],
  ['Anatomie', 2000, { title: 'Anatomy', also: ['Anatomie'] }],
  ['Arn - Tempelriddaren', 2007, { title: 'Arn: The Knight Templar', also: ['Arn – Tempelriddaren'] }],
  ['La Guerre du feu', 1982, { title: 'Quest for Fire', also: ['La Guerre du feu'], year: 1981 }],
  ['Indigènes', 2006, { title: 'Days of Glory', also: ['Indigènes'] }],
  ['Wu ji', 2006, { title: 'The Promise', also: ['Wu ji'], year: 2005 }],
  [
    'Astérix aux Jeux Olympiques',
    2008,
    { title: 'Asterix at the Olympic Games', also: ['Astérix aux Jeux olympiques'] },
  ],
  [
    'Joheunnom nabbeunnom isanghannom',
    2010,
    { title: 'The Good, the Bad, the Weird', also: ['Joheunnom nabbeunnom isanghannom'], year: 2008 },
  ],
  ['Sommersturm', 2006, { title: 'Summer Storm', also: ['Sommersturm'], year: 2004 }],
  ['Flammen og Citronen', 2009, { title: 'Flame & Citron', also: ['Flammen & Citronen'], year: 2008 }],
  ['Sukkar banat', 2008, { title: 'Caramel', also: ['Sukkar banat'], year: 2007 }],
  ['Fong juk', 2007, { title: 'Exiled', also: ['Fong juk'], year: 2006 }],
  [
    'Le hussard sur le toit',
    1996,
    { title: 'The Horseman on the Roof', also: ['Le Hussard sur le toit'], year: 1995 },
  ],
  [
    'Obsluhoval jsem anglického krále',
    2008,
    { title: 'I Served the King of England', also: ['Obsluhoval jsem anglického krále'], year: 2006 },
  ],
  ['Obitaemyy ostrov', 2009, { title: 'The Inhabited Island', also: ['Obitaemyy ostrov'], year: 2008 }],
  ['Boot, Das', 1982, { title: 'Das Boot', also: ['The Boat'], year: 1981 }],
  ['Due occhi diabolici', 1991, { title: 'Two Evil Eyes', also: ['Due occhi diabolici'], year: 1990 }],
  ['Shi Yue Wei Cheng', 2009, { title: 'Bodyguards and Assassins', also: ['Shi yue wei cheng'] }],
  ['Dayereh', 2001, { title: 'The Circle', also: ['Dayereh'], year: 2000 }],
  ['Madadayo', 1998, { year: 1993 }],
  ['Casa de Areia', 2006, { title: 'House of Sand', also: ['Casa de Areia'], year: 2005 }],
  ['Le petit Nicolas', 2010, { title: 'Little Nicholas', also: ['Le Petit Nicolas'], year: 2009 }],
  [
    'Les Bronzés 3: amis pour la vie',
    2006,
    { title: 'French Fried Vacation 3', also: ['Les Bronzés 3: amis pour la vie'] },
  ],
  ['Fengkuang de Shitou', 2006, { title: 'Crazy Stone', also: ['Fengkuang de shitou'] }],
  [
    'Betty Fisher et autres histoires',
    2002,
    { title: 'Alias Betty', also: ['Betty Fisher et autres histoires'], year: 2001 },
  ],
  ['Les herbes folles', 2010, { title: 'Wild Grass', also: ['Les Herbes folles'], year: 2009 }],
  ['Rejsen til Saturn', 2008, { title: 'Journey to Saturn', also: ['Rejsen til Saturn'] }],
  [
    'La femme de chambre du Titanic',
    1998,
    { title: 'The Chambermaid on the Titanic', also: ['La Femme de chambre du Titanic'], year: 1997 },
  ],
  ['Sur Le Seuil', 2003, { title: 'Evil Words', also: ['Sur le seuil'] }],
  ['La otra conquista', 2000, { title: 'The Other Conquest', also: ['La otra conquista'], year: 1998 }],
  ['Mar adentro', 2004, { title: 'The Sea Inside', also: ['Mar adentro'] }],
  ['Cama adentro', 2007, { title: 'Live-In Maid', also: ['Cama adentro'], year: 2004 }],
  ['Chacun sa nuit', 2007, { title: 'One to Another', also: ['Chacun sa nuit'], year: 2006 }],
  [
    'El Crimen de Padre',
    2002,
    { title: 'The Crime of Father Amaro', also: ['El crimen del padre Amaro', 'El Crimen de Padre'] },
  ],
  [
    '4 luni, 3 saptamani si 2 zile',
    2008,
    { title: '4 Months, 3 Weeks and 2 Days', also: ['4 luni, 3 săptămâni și 2 zile'], year: 2007 },
  ],
  ['Caché', 2005, { also: ['Hidden'] }],
  ['Aimée & Jaguar', 2000, { year: 1999 }],
  ['Kurtlar vadisi - Irak', 2006, { title: 'Valley of the Wolves: Iraq', also: ['Kurtlar Vadisi: Irak'] }],
  ['Elling', 2002, { year: 2001 }],
  ['Tsotsi', 2006, { year: 2005 }],
  ['Spirited Away', 2002, { also: ['Sen to Chihiro no kamikakushi'], year: 2001 }],
  [
    'Y Tu Mama Tambien (And Your Mother Too)',
    2002,
    { title: 'Y Tu Mamá También', also: ['And Your Mother Too'], year: 2001 },
  ],
  ['Nine Queens', 2002, { also: ['Nueve reinas'], year: 2000 }],
  ['The Secret in Their Eyes', 2010, { also: ['El secreto de sus ojos'], year: 2009 }],
  ['Downfall', 2005, { also: ['Der Untergang'], year: 2004 }],
  ['Run Lola Run', 1999, { also: ['Lola rennt'], year: 1998 }],
  ['Goodbye, Lenin!', 2004, { title: 'Good Bye, Lenin!', also: ['Goodbye Lenin'], year: 2003 }],
  ["Jet Li's Hero", 2004, { title: 'Hero', also: ["Jet Li's Hero", 'Ying xiong'], year: 2002 }],
  ['Kung Fu Hustle', 2005, { also: ['Kung fu'], year: 2004 }],
  ['Shaolin Soccer', 2004, { also: ['Siu lam juk kau'], year: 2001 }],
  ['A Very Long Engagement', 2004, { also: ['Un long dimanche de fiançailles'] }],
  [
    'Tae Guik Gi: The Brotherhood of War',
    2004,
    { title: 'Tae Guk Gi: The Brotherhood of War', also: ['Taegukgi'] },
  ],
  [
    'The Widow of St. Pierre',
    2001,
    { title: 'The Widow of Saint-Pierre', also: ['La Veuve de Saint-Pierre'], year: 2000 },
  ],
  ['Mississippi Mermaid', 1999, { also: ['La Sirène du Mississipi'], year: 1969 }],
  ['Metropolis', 2002, { also: ['Metoroporisu'], year: 2001 }],
  ['Steamboy', 2005, { year: 2004 }],
  ['Nowhere in Africa', 2003, { also: ['Nirgendwo in Afrika'], year: 2001 }],
  ['Mondays in the Sun', 2003, { also: ['Los lunes al sol'], year: 2002 }],
  ['High Tension', 2005, { also: ['Haute Tension'], year: 2003 }],
  ['Red Cliff', 2009, { also: ['Chi bi'], year: 2008 }],
  ['The Legend of Drunken Master', 2000, { also: ['Drunken Master II'], year: 1994 }],
  ['Rumble in the Bronx', 1996, { also: ['Hung fan kui'], year: 1995 }],
  ['Nikita', 1991, { also: ['La Femme Nikita'], year: 1990 }],
  ['Cure', 2001, { also: ['Kyua'], year: 1997 }],
  ['Se7en', 1995, { also: ['Seven'] }],
  ['Twelve Monkeys', 1995, { also: ['12 Monkeys'] }],
  ['Jurassic Park 3', 2001, { title: 'Jurassic Park III', also: ['Jurassic Park 3'] }],
  ['Good Will Hunting', 1987, { year: 1997 }],
  ['X2', 2003, { title: 'X2: X-Men United', also: ['X2'] }],
  [
    'Artificial Intelligence: AI',
    2001,
    { title: 'A.I. Artificial Intelligence', also: ['Artificial Intelligence: AI'] },
  ],
  [
    'Interview with the Vampire: The Vampire Chronicles',
    1994,
    { title: 'Interview with the Vampire', also: ['Interview with the Vampire: The Vampire Chronicles'] },
  ],
  ['Alien³', 1992, { also: ['Alien 3'] }],
  ['AVP: Alien Vs. Predator', 2004, { title: 'AVP: Alien vs. Predator', also: ['Alien vs. Predator'] }],
  [
    'Ten Things I Hate About You',
    1999,
    { title: '10 Things I Hate About You', also: ['Ten Things I Hate About You'] },
  ],
  [
    'Hellboy 2: The Golden Army',
    2008,
    { title: 'Hellboy II: The Golden Army', also: ['Hellboy 2: The Golden Army'] },
  ],
  ['Beetle Juice', 1988, { title: 'Beetlejuice', also: ['Beetle Juice'] }],
  ['The Evil Dead', 1983, { year: 1981 }],
  ['Ben-Hur', 1925, { title: 'Ben-Hur: A Tale of the Christ', also: ['Ben-Hur'] }],
  [
    'The Texas Chainsaw Massacre',
    1974,
    { title: 'The Texas Chain Saw Massacre', also: ['The Texas Chainsaw Massacre'] },
  ],
  [
    'Star Wars Ep. IV: A New Hope',
    1977,
    { title: 'Star Wars', also: ['Star Wars: Episode IV – A New Hope', 'Star Wars Ep. IV: A New Hope'] },
  ],
  [
    'Star Wars Ep. V: The Empire Strikes Back',
    1980,
    {
      title: 'The Empire Strikes Back',
      also: ['Star Wars: Episode V – The Empire Strikes Back', 'Star Wars Ep. V: The Empire Strikes Back'],
    },
  ],
  [
    'Star Wars Ep. VI: Return of the Jedi',
    1983,
    {
      title: 'Return of the Jedi',
      also: ['Star Wars: Episode VI – Return of the Jedi', 'Star Wars Ep. VI: Return of the Jedi'],
    },
  ],
  [
    'Star Wars Ep. I: The Phantom Menace',
    1999,
    { title: 'Star Wars: Episode I – The Phantom Menace', also: ['Star Wars Ep. I: The Phantom Menace'] },
  ],
  [
    'Star Wars Ep. II: Attack of the Clones',
    2002,
    {
      title: 'Star Wars: Episode II – Attack of the Clones',
      also: ['Star Wars Ep. II: Attack of the Clones'],
    },
  ],
  [
    'Star Wars Ep. III: Revenge of the Sith',
    2005,
    {
      title: 'Star Wars: Episode III – Revenge of the Sith',
      also: ['Star Wars Ep. III: Revenge of the Sith'],
    },
  ],
  [
    'Speed II: Cruise Control',
    1997,
    { title: 'Speed 2: Cruise Control', also: ['Speed II: Cruise Control'] },
  ],
  [
    "A Nightmare On Elm Street Part 2: Freddy's Revenge",
    1985,
    {
      title: "A Nightmare on Elm Street 2: Freddy's Revenge",
      also: ["A Nightmare On Elm Street Part 2: Freddy's Revenge"],
    },
  ],
  ['Jaws 4: The Revenge', 1987, { title: 'Jaws: The Revenge', also: ['Jaws 4: The Revenge'] }],
  [
    'Halloween 3: Season of the Witch',
    1982,
    { title: 'Halloween III: Season of the Witch', also: ['Halloween 3: Season of the Witch'] },
  ],
  ['Friday the 13th Part 3', 1982, { title: 'Friday the 13th Part III', also: ['Friday the 13th Part 3'] }],
  ['Mouse Hunt', 1997, { title: 'MouseHunt', also: ['Mouse Hunt'] }],
  ['3 Men and a Baby', 1987, { title: 'Three Men and a Baby', also: ['3 Men and a Baby'] }],
  ['Nine 1/2 Weeks', 1986, { title: '9½ Weeks', also: ['Nine 1/2 Weeks'] }],
  ['Men in Black 2', 2002, { title: 'Men in Black II', also: ['Men in Black 2'] }],
  ['Blade 2', 2002, { title: 'Blade II', also: ['Blade 2'] }],
  ['Halloween 2', 2009, { title: 'Halloween II', also: ['Halloween 2'] }],
  ['War Games', 1983, { title: 'WarGames', also: ['War Games'] }],
  ['Ever After: A Cinderella Story', 1998, { title: 'Ever After', also: ['Ever After: A Cinderella Story'] }],
  ['The X Files: Fight the Future', 1998, { title: 'The X-Files', also: ['The X Files: Fight the Future'] }],
  ['Ghost Dog: Way of the Samurai', 2000, { title: 'Ghost Dog: The Way of the Samurai', year: 1999 }],
  [
    'Precious (Based on the Novel Push by Sapphire)',
    2009,
    { title: 'Precious', also: ['Precious: Based on the Novel Push by Sapphire'] },
  ],
  ['House of 1,000 Corpses', 2003, { title: 'House of 1000 Corpses' }],
  ['Terminator Salvation: The Future Begins', 2009, { title: 'Terminator Salvation' }],
  ['Prince of Persia: Sands of Time', 2010, { title: 'Prince of Persia: The Sands of Time' }],
  [
    'The Adventures of Tintin: Secret of the Unicorn',
    2011,
    { title: 'The Adventures of Tintin', also: ['The Adventures of Tintin: The Secret of the Unicorn'] },
  ],
  ["Disney's A Christmas Carol", 2009, { title: 'A Christmas Carol', also: ["Disney's A Christmas Carol"] }],
  ['His Dark Materials: The Golden Compass', 2007, { title: 'The Golden Compass' }],
  ["George A. Romero's Land of the Dead", 2005, { title: 'Land of the Dead' }],
  ["George A. Romero's Survival of the Dead", 2010, { title: 'Survival of the Dead' }],
  ["John Carpenter's Ghosts of Mars", 2001, { title: 'Ghosts of Mars' }],
  [
    'Peter Pan: Return to Neverland',
    2002,
    { title: 'Return to Never Land', also: ['Peter Pan: Return to Neverland'] },
  ],
  ['The Producers: The Movie Musical', 2005, { title: 'The Producers' }],
  [
    'Borat',
    2006,
    { also: ['Borat: Cultural Learnings of America for Make Benefit Glorious Nation of Kazakhstan'] },
  ],
];

interface AlternateTitle {
  /** The title to show. */
  title: string;
  /** Every other title it is known by (the data's own among them when it is not shown). */
  titles: string[];
  /** The year of first release, when the data gives another. */
  year?: number;
}

export interface AlternateTitles {
  get(title: string, year: number | null): AlternateTitle | undefined;
}

export function alternateTitles(rows: readonly Row[] = ROWS): AlternateTitles {
  const byKey = new Map(
    rows.map(([title, year, alias]): [string, AlternateTitle] => {
      const shown = alias.title ?? title;
      const titles = [...new Set([...(shown === title ? [] : [title]), ...(alias.also ?? [])])].filter(
        (t) => t !== shown,
      );
      return [movieKey(title, year), { title: shown, titles, ...(alias.year ? { year: alias.year } : {}) }];
    }),
  );
  return { get: (title, year) => byKey.get(movieKey(title, year)) };
}
