// The file's SHA-256 shortened for the list, the whole value in the title and a button that copies it
// (to compare with `sha256sum` of the file the client holds).
import { Check, Copy } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { shortHash } from '@/lib/deliveries/delivery-log';

const texts = {
  none: 'Sin huella',
  copy: (item: string) => `Copiar SHA-256 de ${item}`,
  copied: 'SHA-256 copiado',
} as const;

export function HashCell({ sha256, item }: { sha256: string | null; item: string }) {
  const [copied, setCopied] = React.useState(false);
  if (!sha256) return <span className="text-muted-foreground">{texts.none}</span>;
  const copy = () =>
    navigator.clipboard.writeText(sha256).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <code title={sha256} className="font-mono text-xs">
        {shortHash(sha256)}
      </code>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={copied ? texts.copied : texts.copy(item)}
        title={sha256}
        onClick={() => void copy()}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
    </span>
  );
}
