/**
 * Capture parsing for API clients: the same shared parser as the quick add, with #board-name
 * matched against the caller's own live boards only. The parser (with chrono-node, about 180
 * modules) is loaded by the first parse, not at start (#13: start time and idle memory).
 */
import type { CaptureParseBody, CaptureParseResponse } from '../../../shared/contracts/capture.ts';
import type { Database } from '../../db/database.ts';
import { listBoardRows } from '../boards/boards.repo.ts';

export async function parseForUser(
  db: Database,
  userId: string,
  body: CaptureParseBody,
): Promise<CaptureParseResponse> {
  const { parseCapture, splitBrainDump } = await import('../../../shared/capture/index.ts');
  const boards = (await listBoardRows(db, userId)).map((b) => ({ id: b.id, name: b.name }));
  const options = {
    language: body.language,
    timeZone: body.timeZone,
    reference: body.reference ? new Date(body.reference) : new Date(),
    quadrant: body.quadrant,
    boards,
  };
  const whole = parseCapture(body.text, options);
  const tasks = splitBrainDump(body.text, body.language).map((text) => ({
    text,
    ...parseCapture(text, options),
  }));
  return { ...whole, tasks };
}
