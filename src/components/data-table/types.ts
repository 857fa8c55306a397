import type { ColumnDef, RowData } from '@tanstack/react-table';
import type * as React from 'react';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Header text, also the label of the value on a phone card. */
    label?: string;
    /** The card's title on phones (one column per table). */
    primary?: boolean;
    /** Left out of the phone card. */
    cardHidden?: boolean;
    /** Stays in view at the right edge while a wide table scrolls sideways (the row actions). */
    pinned?: boolean;
    className?: string;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Columns<T> = ColumnDef<T, any>[];

export interface Selection {
  selected: string[];
  onChange: (ids: string[]) => void;
}

export type RowActions<T> = (row: T) => React.ReactNode;
