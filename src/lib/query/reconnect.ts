/** How often a query that failed for want of a connection asks again while its screen is open. */
export const RECONNECT_MS = 15_000;
