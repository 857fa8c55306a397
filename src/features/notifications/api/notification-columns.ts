// What the bell and the history show of a notification: what happened, for which company, when, and
// whether it was read; the link opens the screen of its item.
export const NOTIFICATION_COLUMNS =
  'id, category, event, title, body, link, created_at, read_at, company_id, company:companies(name)';
