/** One page of a list as the server returned it. */
export interface Page<T> {
  rows: T[];
  total: number;
}
