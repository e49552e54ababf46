import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CaptureInput } from './capture-input.tsx';
import { loadCaptureParser } from './parser-loader.ts';
import { useCaptureField } from './use-capture-field.ts';

function Harness() {
  const field = useCaptureField({ quadrant: 2, boards: [] });
  return (
    <>
      <CaptureInput field={field} label="Add to Schedule" placeholder="Add a task" />
      <pre data-testid="task">{JSON.stringify(field.task)}</pre>
    </>
  );
}

const task = () => JSON.parse(screen.getByTestId('task').textContent ?? '{}') as Record<string, unknown>;
const chips = () => within(screen.getByRole('list', { name: 'Understood' })).getAllByRole('listitem');

describe('capture: repeat words (the real parser)', () => {
  beforeAll(async () => {
    await loadCaptureParser();
  });

  it('shows a repeat chip with its first date, and removing it keeps the words', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Add to Schedule' }), {
      target: { value: 'Gym every Mon and Thu' },
    });
    expect(task()).toMatchObject({ title: 'Gym', repeat: 'FREQ=WEEKLY;BYDAY=MO,TH' });
    expect(task().dueDate).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    const [chip] = chips();
    expect(chip?.textContent).toMatch(/^Every week on Mon, Thu · /);
    act(() =>
      within(chip as HTMLElement)
        .getByRole('button')
        .click(),
    );
    expect(task()).toMatchObject({ title: 'Gym every Mon and Thu', repeat: null, dueDate: null });
  });
});
