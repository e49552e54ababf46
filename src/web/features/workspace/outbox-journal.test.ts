/**
 * The pagehide journal (ADR 0043): one key per page, taken back whole for one person only, in
 * submission order; what no longer reads as a write is dropped, never sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { JOURNAL_PREFIX, takeJournal, writeJournal } from './outbox-journal.ts';
import type { StoredWrite } from './outbox-storage.ts';
import { testId } from './testing/fixtures.ts';
import { writeRequest } from './write-requests.ts';

function write(userId: string, seq: number): StoredWrite {
  return {
    userId,
    id: testId(seq),
    seq,
    request: writeRequest('updateTask', { params: { taskId: testId(100) }, body: { title: `T${seq}` } }),
    op: undefined,
  };
}

const journalKeys = () => Object.keys(localStorage).filter((k) => k.startsWith(JOURNAL_PREFIX));

beforeEach(() => localStorage.clear());

describe('the outbox journal', () => {
  it("takes back every page's writes for one person, in order, and removes them", () => {
    writeJournal('ana', 'page-b', [write('ana', 3)]);
    writeJournal('ana', 'page-a', [write('ana', 1), write('ana', 2)]);
    writeJournal('bo', 'page-c', [write('bo', 4)]);
    expect(takeJournal('ana').map((w) => w.seq)).toEqual([1, 2, 3]);
    expect(journalKeys()).toEqual([`${JOURNAL_PREFIX}bo:page-c`]);
    expect(takeJournal('ana')).toEqual([]);
  });

  it("replaces a page's journal, and removes it when nothing is left unstored", () => {
    writeJournal('ana', 'page-a', [write('ana', 1)]);
    writeJournal('ana', 'page-a', [write('ana', 2)]);
    expect(takeJournal('ana').map((w) => w.seq)).toEqual([2]);
    writeJournal('ana', 'page-a', [write('ana', 3)]);
    writeJournal('ana', 'page-a', []);
    expect(journalKeys()).toEqual([]);
  });

  it('drops what does not read as a write of that person, and never throws on it', () => {
    localStorage.setItem(`${JOURNAL_PREFIX}ana:broken`, '{not json');
    localStorage.setItem(`${JOURNAL_PREFIX}ana:object`, '{"id":"x"}');
    localStorage.setItem(
      `${JOURNAL_PREFIX}ana:mixed`,
      JSON.stringify([
        write('ana', 1),
        { ...write('ana', 2), request: { name: 'dropTables' } },
        write('bo', 3),
      ]),
    );
    expect(takeJournal('ana').map((w) => w.seq)).toEqual([1]);
    expect(journalKeys()).toEqual([]);
  });
});
