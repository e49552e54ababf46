/**
 * Loaded by the client entry on board URLs, alongside hydration: starts the session and the
 * workspace download before the route modules have even arrived, so the board's data and its code
 * travel at the same time (cold-load budget: 0.7 s with 5,000 tasks). When the page's HTML already
 * sent that request (scripts/build/early-pull-script.ts), startWorkspacePull() takes its response
 * instead; with a fresh persisted copy on this browser, nothing is downloaded (board-pull.ts). The
 * board route's loader does the same on in-app navigations; the pull starts once per page load.
 */
import { initSession } from '../features/auth/session.ts';
import { startBoardPull } from './board-pull.ts';

if (initSession() === 'ready') startBoardPull();
