import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { noteText } from './note-text.ts';

describe('noteText', () => {
  it('says what i18next says, with the title put in as it is', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      interpolation: { escapeValue: false },
      resources: {
        en: {
          board: {
            task: {
              complete: 'Complete {{title}}',
              edit: 'Edit “{{title}}” ({{title}})',
              delete: 'Delete {{title}}',
              completedState: 'Completed',
              overdue: 'Overdue',
              dueSr: 'Due',
              hasDescription: 'Has a description',
              checklist: '{{done}} of {{total}} checklist items done',
              attachments_one: '{{count}} attachment',
              attachments_other: '{{count}} attachments',
            },
          },
        },
      },
    });
    const text = noteText(i18n.getFixedT('en', 'board'), 'en');
    expect(text.complete('Pay $& rent {{x}}')).toBe('Complete Pay $& rent {{x}}');
    expect(text.edit('A')).toBe('Edit “A” (A)');
    expect(text.remove('<b>x</b>')).toBe('Delete <b>x</b>');
    expect(text.checklist(2, 5)).toBe('2 of 5 checklist items done');
    expect(text.checklist(2, 5)).toBe('2 of 5 checklist items done');
    expect([text.attachments(1), text.attachments(3)]).toEqual(['1 attachment', '3 attachments']);
    expect([text.completedState, text.overdue, text.due, text.hasDescription, text.language]).toEqual([
      'Completed',
      'Overdue',
      'Due',
      'Has a description',
      'en',
    ]);
  });
});
