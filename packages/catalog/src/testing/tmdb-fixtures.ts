/**
 * A few films and people as TMDB's v3 API describes them (ids, paths and numbers as on TMDB),
 * served by the fake TMDB in tests.
 */
export interface FixtureMovie {
  id: number;
  title: string;
  original_title: string;
  release_date: string;
  poster_path: string | null;
  backdrop_path: string | null;
  overview: string;
  vote_average: number;
  vote_count: number;
  popularity: number;
  genre_ids: number[];
  runtime: number;
  directors: { id: number; name: string }[];
}

const wachowskis = [
  { id: 9340, name: 'Lana Wachowski' },
  { id: 9339, name: 'Lilly Wachowski' },
];
const coppola = [{ id: 1776, name: 'Francis Ford Coppola' }];
const spielberg = [{ id: 488, name: 'Steven Spielberg' }];

export const FIXTURE_MOVIES: FixtureMovie[] = [
  {
    id: 603,
    title: 'The Matrix',
    original_title: 'The Matrix',
    release_date: '1999-03-31',
    poster_path: '/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg',
    backdrop_path: '/ncEsesgOJDNrTUED89hYbA117wo.jpg',
    overview:
      'Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a group of underground insurgents fighting the vast and powerful computers who now rule the earth.',
    vote_average: 8.218,
    vote_count: 26459,
    popularity: 87.3,
    genre_ids: [28, 878],
    runtime: 136,
    directors: wachowskis,
  },
  {
    id: 604,
    title: 'The Matrix Reloaded',
    original_title: 'The Matrix Reloaded',
    release_date: '2003-05-15',
    poster_path: '/9TGHDvWrqKBzwDxDodHYXEmOE6J.jpg',
    backdrop_path: '/jBegA6V243J6HUnpcOILsRvBnGb.jpg',
    overview:
      'Six months after the events depicted in The Matrix, Neo has proved to be a good omen for the free humans, as more and more humans are being freed from the matrix and brought to Zion.',
    vote_average: 7.1,
    vote_count: 11203,
    popularity: 45.1,
    genre_ids: [12, 28, 53, 878],
    runtime: 138,
    directors: wachowskis,
  },
  {
    id: 605,
    title: 'The Matrix Revolutions',
    original_title: 'The Matrix Revolutions',
    release_date: '2003-11-05',
    poster_path: '/t1wm4PgOQ8e4z1C6tk1yDNrps4T.jpg',
    backdrop_path: '/533xAMhhVyjTy8hwMUFEt5TuDfR.jpg',
    overview:
      'The human city of Zion defends itself against the massive invasion of the machines as Neo fights to end the war at another front while also opposing the rogue Agent Smith.',
    vote_average: 6.7,
    vote_count: 9863,
    popularity: 40.2,
    genre_ids: [12, 28, 53, 878],
    runtime: 129,
    directors: wachowskis,
  },
  {
    id: 238,
    title: 'The Godfather',
    original_title: 'The Godfather',
    release_date: '1972-03-14',
    poster_path: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg',
    backdrop_path: '/tmU7GeKVybMWFButWEGl2M4GeiP.jpg',
    overview:
      'Spanning the years 1945 to 1955, a chronicle of the fictional Italian-American Corleone crime family. When organized crime family patriarch, Vito Corleone barely survives an attempt on his life, his youngest son, Michael steps in to take care of the would-be killers, launching a campaign of bloody revenge.',
    vote_average: 8.7,
    vote_count: 21043,
    popularity: 120.4,
    genre_ids: [18, 80],
    runtime: 175,
    directors: coppola,
  },
  {
    id: 240,
    title: 'The Godfather Part II',
    original_title: 'The Godfather Part II',
    release_date: '1974-12-20',
    poster_path: '/hek3koDUyRQk7FIhPXsa6mT2Zc3.jpg',
    backdrop_path: '/kGzFbGhp99zva6oZODW5atUtnqi.jpg',
    overview:
      'In the continuing saga of the Corleone crime family, a young Vito Corleone grows up in Sicily and in 1910s New York. In the 1950s, Michael Corleone attempts to expand the family business into Las Vegas, Hollywood and Cuba.',
    vote_average: 8.6,
    vote_count: 12671,
    popularity: 66.8,
    genre_ids: [18, 80],
    runtime: 202,
    directors: coppola,
  },
  {
    id: 242,
    title: 'The Godfather Part III',
    original_title: 'The Godfather Part III',
    release_date: '1990-12-25',
    poster_path: '/lm3pQ2QoQ16pextRsmnUbG2onES.jpg',
    backdrop_path: '/cH4F10fLfNB8nFZFRbOI0hjaEFv.jpg',
    overview:
      'In the midst of trying to legitimize his business dealings in 1979 New York and Italy, aging mafia don, Michael Corleone seeks forgiveness for his sins while taking a young protege under his wing.',
    vote_average: 7.4,
    vote_count: 6007,
    popularity: 41.5,
    genre_ids: [80, 18, 53],
    runtime: 162,
    directors: coppola,
  },
  {
    id: 348,
    title: 'Alien',
    original_title: 'Alien',
    release_date: '1979-05-25',
    poster_path: '/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg',
    backdrop_path: '/AmR3JG1VQVxU8TfAvljUhfSFUOx.jpg',
    overview:
      'During its return to the earth, commercial spaceship Nostromo intercepts a distress signal from a distant planet. When a three-member team of the crew discovers a chamber containing thousands of eggs on the planet, a creature inside one of the eggs attacks an explorer.',
    vote_average: 8.2,
    vote_count: 15214,
    popularity: 60.9,
    genre_ids: [27, 878],
    runtime: 117,
    directors: [{ id: 578, name: 'Ridley Scott' }],
  },
  {
    id: 679,
    title: 'Aliens',
    original_title: 'Aliens',
    release_date: '1986-07-18',
    poster_path: '/r1x5JGpyqZU8PYhbs4UcrO1Xb6x.jpg',
    backdrop_path: '/jMBpJFRtrtIXymer93XLavPwI3P.jpg',
    overview:
      "Ripley, the sole survivor of the Nostromo's deadly encounter with the monstrous Alien, returns to Earth after drifting through space in hypersleep for 57 years.",
    vote_average: 7.9,
    vote_count: 10281,
    popularity: 48.7,
    genre_ids: [28, 53, 878],
    runtime: 137,
    directors: [{ id: 2710, name: 'James Cameron' }],
  },
  {
    id: 578,
    title: 'Jaws',
    original_title: 'Jaws',
    release_date: '1975-06-20',
    poster_path: '/lxM6kqilAdpdhqUl2biYp5frUxE.jpg',
    backdrop_path: '/6Pm4wS9ENvVOgMmtb7SvsEmj7jJ.jpg',
    overview:
      "When the seaside community of Amity finds itself under attack by a dangerous great white shark, the town's chief of police, the young marine biologist and a grizzled hunter embark on a desperate quest to destroy the beast before it strikes again.",
    vote_average: 7.7,
    vote_count: 10602,
    popularity: 43.6,
    genre_ids: [27, 53, 12],
    runtime: 124,
    directors: spielberg,
  },
  {
    id: 329,
    title: 'Jurassic Park',
    original_title: 'Jurassic Park',
    release_date: '1993-06-11',
    poster_path: '/oU7Oq2kFAAlGqbU4VoAE36g4hoI.jpg',
    backdrop_path: '/79bJL9ydAMYVltuNTt4VhxORqIz.jpg',
    overview:
      'A wealthy entrepreneur secretly creates a theme park featuring living dinosaurs drawn from prehistoric DNA. Before opening day, he invites a team of experts and his two eager grandchildren to experience the park and help calm anxious investors.',
    vote_average: 7.9,
    vote_count: 16458,
    popularity: 60.2,
    genre_ids: [12, 878],
    runtime: 127,
    directors: spielberg,
  },
  {
    id: 424,
    title: "Schindler's List",
    original_title: "Schindler's List",
    release_date: '1993-12-15',
    poster_path: '/sF1U4EUQS8YHUYjNl3pMGNIQyr0.jpg',
    backdrop_path: '/zb6fM1CX41D9rF9hdgclu0peUmy.jpg',
    overview:
      'The true story of how businessman Oskar Schindler saved over a thousand Jewish lives from the Nazis while they worked as slaves in his factory during World War II.',
    vote_average: 8.6,
    vote_count: 16120,
    popularity: 58.1,
    genre_ids: [18, 36, 10752],
    runtime: 195,
    directors: spielberg,
  },
];

export interface FixturePerson {
  id: number;
  name: string;
  known_for_department: string;
  profile_path: string | null;
  popularity: number;
  /** Ids of FIXTURE_MOVIES they are known for. */
  known_for: number[];
}

export const FIXTURE_PEOPLE: FixturePerson[] = [
  {
    id: 488,
    name: 'Steven Spielberg',
    known_for_department: 'Directing',
    profile_path: '/tZxcg19YQ3e8fJ0pOs7hjlnmmr6.jpg',
    popularity: 18.4,
    known_for: [329, 578, 424],
  },
  {
    id: 1776,
    name: 'Francis Ford Coppola',
    known_for_department: 'Directing',
    profile_path: '/3Pblihd6KjXliie9vj4iQJwbNPU.jpg',
    popularity: 9.7,
    known_for: [238, 240, 242],
  },
];

type Offer = { flatrate?: string[]; rent?: string[]; buy?: string[] };

/** Where each film can be watched, by region (TMDB's /movie/{id}/watch/providers, data by JustWatch). */
export const FIXTURE_PROVIDERS: Record<number, Record<string, Offer>> = {
  603: {
    US: { flatrate: ['Max'], rent: ['Apple TV', 'Amazon Video'], buy: ['Apple TV', 'Amazon Video'] },
    GB: { flatrate: ['Netflix'], buy: ['Sky Store'] },
  },
  238: { US: { flatrate: ['Paramount Plus'], rent: ['Apple TV'], buy: ['Apple TV', 'Google Play Movies'] } },
};
