// An e-mail, UUID or hash that may wrap only at its own boundaries: before '@' and '.', after '-' and '_'
// (a <wbr> at each), never inside a word. The copied text is unchanged.
import * as React from 'react';

const BREAK = /(?=[@.])|(?<=[-_])/;

export function SplitText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(BREAK);
  return (
    <span className={className}>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </span>
  );
}
