/** Window events announcing API calls of `client.ts`; the page shell's progress bar listens to them. */
export const API_EVENTS = {
  start: 'amcm:fetch-start',
  end: 'amcm:fetch-end',
  error: 'amcm:fetch-error',
} as const;

export interface FetchEventDetail {
  id: number;
  url: string;
  ok?: boolean;
  code?: number;
  message?: string;
}
