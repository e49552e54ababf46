import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { XSS_PAYLOADS } from './xss-corpus.ts';

type ErrorBody = { error: { code: string; message: string } };

const ALLOWED_TAGS = new Set(
  'p br strong b em i s u code pre blockquote h1 h2 h3 ul ol li hr a label input span div'.split(' '),
);

/** Every element and attribute of `html`, as a browser's parser would see them. */
function elementsOf(html: string): { name: string; attribs: Record<string, string> }[] {
  const found: { name: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attribs) => found.push({ name, attribs }) });
  parser.write(html);
  parser.end();
  return found;
}

function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+=/i);
  expect(html).not.toMatch(/javascript:/i);
  for (const el of elementsOf(html)) {
    expect(ALLOWED_TAGS.has(el.name), `<${el.name}> in ${html}`).toBe(true);
    for (const name of Object.keys(el.attribs)) expect(name).not.toMatch(/^on|^style$|^src/i);
    if (el.attribs.href !== undefined) expect(el.attribs.href).toMatch(/^(https?:|mailto:)/);
  }
}

describe('task details', () => {
  let t: TestApp;
  let u: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    u = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const create = (payload: object) =>
    call<Task & ErrorBody>(t.app, { method: 'POST', url: '/api/tasks', headers: u.headers, payload });
  const patch = (id: string, payload: object) =>
    call<Task & ErrorBody>(t.app, { method: 'PATCH', url: `/api/tasks/${id}`, headers: u.headers, payload });
  const read = async (id: string) =>
    (await call<Task>(t.app, { method: 'GET', url: `/api/tasks/${id}`, headers: u.headers })).body;

  it(`stores and returns every one of ${XSS_PAYLOADS.length} attack payloads inert`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
    const task = (await create({ title: 'Target', quadrant: 1 })).body;
    for (const payload of XSS_PAYLOADS) {
      const created = await create({ title: 'X', quadrant: 2, description: `<p>before</p>${payload}` });
      expect(created.status).toBe(201);
      expectInert(created.body.description);
      expectInert((await read(created.body.id)).description);
      const updated = await patch(task.id, { description: payload });
      expect(updated.status).toBe(200);
      expectInert(updated.body.description);
    }
  });

  it('keeps the formatting the editor makes: bold, links, headings, lists, task lists', async () => {
    const html =
      '<h2>Plan</h2><p><strong>Bold</strong>, <em>it</em>, <s>old</s>, <u>u</u>, <code>x</code> and ' +
      '<a href="https://example.com/a?b=1">a link</a></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>' +
      '<blockquote><p>quote</p></blockquote><pre><code class="language-ts">let a = 1;</code></pre><hr>' +
      '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label>' +
      '<input type="checkbox" checked="checked"><span></span></label><div><p>done thing</p></div></li></ul>';
    const res = await create({ title: 'Rich', quadrant: 1, description: html });
    const out = res.body.description;
    for (const kept of [
      '<h2>Plan</h2>',
      '<strong>Bold</strong>',
      '<em>it</em>',
      '<s>old</s>',
      '<u>u</u>',
      '<blockquote><p>quote</p></blockquote>',
      '<code class="language-ts">let a = 1;</code>',
      '<ul data-type="taskList"><li data-checked="true" data-type="taskItem">',
      '<div><p>done thing</p></div>',
    ])
      expect(out).toContain(kept);
    expect(out).toContain(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow" target="_blank">a link</a>',
    );
    const [checkbox] = elementsOf(out).filter((el) => el.name === 'input');
    expect(checkbox?.attribs).toEqual({ type: 'checkbox', checked: 'checked', disabled: 'disabled' });
    expect((await read(res.body.id)).description).toBe(out);
  });

  it('keeps mailto links, drops other link targets but keeps their text', async () => {
    const res = await create({
      title: 'Links',
      quadrant: 1,
      description: '<p><a href="mailto:a@example.com">mail</a> <a href="//evil.example">rel</a></p>',
    });
    expect(res.body.description).toBe(
      '<p><a href="mailto:a@example.com" rel="noopener noreferrer nofollow" target="_blank">mail</a> ' +
        '<a rel="noopener noreferrer nofollow" target="_blank">rel</a></p>',
    );
  });

  it('stores an empty or whitespace-only description as empty', async () => {
    for (const description of ['', '   ', '<p></p>', '<p>  </p><p><br></p>', '<script>x</script>']) {
      const res = await create({ title: 'Empty', quadrant: 3, description });
      expect(res.body.description).toBe('');
    }
    const task = (await create({ title: 'Had one', quadrant: 3, description: '<p>text</p>' })).body;
    expect(task.description).toBe('<p>text</p>');
    expect((await patch(task.id, { description: '<p></p>' })).body.description).toBe('');
  });

  it('refuses a description over the limit', async () => {
    const res = await create({ title: 'Long', quadrant: 1, description: 'x'.repeat(100_001) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('takes a due time with a due date, in the same write or already stored', async () => {
    const both = await create({ title: 'Both', quadrant: 1, dueDate: '2026-12-01', dueTime: '09:30' });
    expect(both.body).toMatchObject({ dueDate: '2026-12-01', dueTime: '09:30' });
    const dated = (await create({ title: 'Dated', quadrant: 1, dueDate: '2026-12-02' })).body;
    expect(dated.dueTime).toBeNull();
    expect((await patch(dated.id, { dueTime: '18:05' })).body).toMatchObject({
      dueDate: '2026-12-02',
      dueTime: '18:05',
    });
    // Moving the date keeps the time; clearing the time keeps the date.
    expect((await patch(dated.id, { dueDate: '2026-12-03' })).body.dueTime).toBe('18:05');
    expect((await patch(dated.id, { dueTime: null })).body).toMatchObject({
      dueDate: '2026-12-03',
      dueTime: null,
    });
  });

  it('refuses a due time without a due date, and clears the time with the date', async () => {
    const refused = await create({ title: 'No date', quadrant: 1, dueTime: '10:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    expect(refused.body.error.message).toMatch(/due time needs a due date/i);

    const undated = (await create({ title: 'Undated', quadrant: 1 })).body;
    const alsoRefused = await patch(undated.id, { dueTime: '10:00' });
    expect(alsoRefused.status).toBe(400);
    expect(alsoRefused.body.error.message).toMatch(/due time needs a due date/i);
    expect((await read(undated.id)).dueTime).toBeNull();

    const timed = (await create({ title: 'Timed', quadrant: 1, dueDate: '2026-12-01', dueTime: '08:00' }))
      .body;
    expect((await patch(timed.id, { dueDate: null })).body).toMatchObject({ dueDate: null, dueTime: null });
    const contradiction = await patch(timed.id, { dueDate: null, dueTime: '08:00' });
    expect(contradiction.status).toBe(400);
  });

  it('refuses a malformed time of day', async () => {
    for (const dueTime of ['24:00', '9:30', '09:60', 'noon']) {
      const res = await create({ title: 'Bad', quadrant: 1, dueDate: '2026-12-01', dueTime });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
