/** Who looks at a company's account: its client (records visits, sees what is new) or the admin. */
export type Audience = 'client' | 'admin';
