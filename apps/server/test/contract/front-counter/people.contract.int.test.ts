import { catalogTemplate } from '@chuck/catalog/testing';
import { perFile } from '@chuck/db/testing';
import { describe, expect, it } from 'vitest';
import { startContractServer } from '../client.ts';

// People in the embedded catalog (issue 28): found by name, directors and actors alike, with the films
// they directed and appear in; a film's page links its directors and top-billed cast.
describe('contract: people in the embedded catalog', () => {
  const s = perFile(() => startContractServer({}, catalogTemplate));

  const personNamed = async (q: string) => {
    const found = await s.anonymous.GET('/search', { params: { query: { q } } });
    expect(found.response.status).toBe(200);
    const person = found.data!.results.find((r) => r.type === 'person');
    expect(person).toBeDefined();
    return person!;
  };

  it('GET /search finds an actor, known for their films; GET /tmdb/person/{id} lists what they appear in, newest first', async () => {
    const hanks = await personNamed('tom hanks');
    expect(hanks).toMatchObject({ name: 'Tom Hanks', known_for_department: 'Acting' });
    expect(hanks.type === 'person' && hanks.known_for.map((k) => k.title)).toContain('Forrest Gump');

    const page = await s.anonymous.GET('/tmdb/person/{id}', { params: { path: { id: hanks.id } } });
    expect(page.response.status).toBe(200);
    const appeared = page.data!.appeared_in;
    expect(appeared.map((f) => f.title)).toEqual(
      expect.arrayContaining(['Forrest Gump', 'Cast Away', 'Big']),
    );
    const years = appeared.map((f) => Number(f.release_date?.slice(0, 4)));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    // He directed one too.
    expect(page.data!.directed.map((f) => f.title)).toContain('That Thing You Do!');
  });

  it('GET /tmdb/person/{id} answers for a director with the films they directed, newest first', async () => {
    const nolan = await personNamed('christopher nolan');
    const page = await s.anonymous.GET('/tmdb/person/{id}', { params: { path: { id: nolan.id } } });
    const directed = page.data!.directed.map((f) => f.title);
    expect(directed[0]).toBe('Oppenheimer');
    expect(directed).toEqual(expect.arrayContaining(['Memento', 'Inception']));
    expect(page.data!.appeared_in).toEqual([]);
  });

  it('GET /tmdb/movie/{id} links directors and top-billed cast to their pages, with the Wikipedia article', async () => {
    const [oppenheimer] = (await s.anonymous.GET('/tmdb/search', { params: { query: { q: 'oppenheimer' } } }))
      .data!.results;
    const film = await s.anonymous.GET('/tmdb/movie/{id}', { params: { path: { id: oppenheimer!.id } } });
    expect(film.data).toMatchObject({
      title: 'Oppenheimer',
      release_date: '2023',
      directors: [{ id: expect.any(Number), name: 'Christopher Nolan' }],
      wikipedia_url: 'https://en.wikipedia.org/wiki/Oppenheimer_(film)',
    });
    expect(film.data!.cast).toHaveLength(8);
    expect(film.data!.cast[0]!.name).toBe('Cillian Murphy');
    const murphy = await s.anonymous.GET('/tmdb/person/{id}', {
      params: { path: { id: film.data!.cast[0]!.id } },
    });
    expect(murphy.data!.appeared_in.map((f) => f.title)).toContain('Oppenheimer');
  });

  it('GET /tmdb/person/{id} → 404 for an id nobody has', async () => {
    const missing = await s.anonymous.GET('/tmdb/person/{id}', { params: { path: { id: 999_999_999 } } });
    expect(missing.response.status).toBe(404);
  });
});
