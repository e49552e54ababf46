import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceDemo } from './voice-demo.tsx';

describe('VoiceDemo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the finished example first, then plays the script from Watch Demo', async () => {
    render(
      <MemoryRouter>
        <VoiceDemo />
      </MemoryRouter>,
    );
    expect(screen.getByText('tomorrow at 5 pm')).toBeInTheDocument();
    expect(screen.getByText('Call the dentist', { selector: 'p' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
    expect(screen.getByText('Listening…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    // Run the script to its end, one timer at a time (each phase schedules the next).
    for (let i = 0; i < 60; i++) {
      await act(async () => {
        vi.runOnlyPendingTimers();
      });
    }

    expect(screen.getByRole('status')).toHaveTextContent(
      'Task created: Call the dentist, due Tomorrow, 5:00 PM.',
    );
    expect(screen.getByRole('button', { name: 'Replay the demo' })).toBeInTheDocument();
  });
});
