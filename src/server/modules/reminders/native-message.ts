/** What a reminder says on a phone's own notifications, whichever service carries it. */
export interface NativeMessage {
  title: string;
  body: string;
  /** The app path a tap opens (`/app/task/<id>`). */
  url: string;
  /** One notification per reminder: a later one replaces it (`reminder:<id>`). */
  tag: string;
}

/**
 * 'sent'; 'gone': the service no longer knows the device (drop it); 'refused': its address breaks
 * the outbound rule and nothing was sent; 'unconfigured': this server has no credentials for the
 * device's service yet (keep the device). Any other failure throws, and the job retries.
 */
export type NativeOutcome = 'sent' | 'gone' | 'refused' | 'unconfigured';
