// 'Comprobar un Archivo': a file dropped on the zone or picked with the input is fingerprinted in the
// browser (Web Crypto; it is never uploaded) and looked up in the receipt's list of fingerprints.
import { FileSearch } from 'lucide-react';
import * as React from 'react';

import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';
import { sha256Hex } from '@/lib/files/sha256';
import { cn } from '@/utils/cn';

import { CheckBanner } from './check-banner';

export const fileCheckTexts = {
  title: 'Comprobar un Archivo',
  help: 'Arrastra aquí un archivo que descargaste del portal, o elígelo. Tu navegador calcula su huella SHA-256; el archivo no se sube.',
  zone: 'Suelta el archivo aquí',
  input: 'Archivo a comprobar',
  running: (name: string) => `Calculando la huella de ${name}...`,
  found: (name: string) => `${name} está en el acuse`,
  foundDetail: (position: number, total: number) =>
    `Su huella coincide con la del documento ${position} de ${total}.`,
  missing: (name: string) => `${name} no está en el acuse`,
  missingDetail: (sha: string) =>
    `Su huella SHA-256 es ${sha} y no coincide con ninguna del acuse: no es el archivo entregado o cambió después.`,
  failed: 'No se pudo leer el archivo. Inténtalo de nuevo.',
} as const;

type Outcome =
  | { kind: 'running'; name: string }
  | { kind: 'done'; name: string; sha: string; position: number }
  | { kind: 'failed' };

interface FileCheckProps {
  fingerprints: (string | null)[];
  /** The position (1-based) of the last match, to mark it in the list; 0 for none. */
  onMatch: (position: number) => void;
}

export function FileCheck({ fingerprints, onMatch }: FileCheckProps) {
  const inputId = React.useId();
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const [over, setOver] = React.useState(false);
  const latest = React.useRef(0);

  const check = async (file: File | undefined) => {
    if (!file) return;
    const run = (latest.current += 1);
    setOutcome({ kind: 'running', name: file.name });
    try {
      const sha = await sha256Hex(file);
      if (run !== latest.current) return;
      const position = fingerprints.indexOf(sha) + 1;
      setOutcome({ kind: 'done', name: file.name, sha, position });
      onMatch(position);
    } catch {
      if (run === latest.current) setOutcome({ kind: 'failed' });
    }
  };

  return (
    <section className="grid gap-3" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {fileCheckTexts.title}
      </h2>
      <p className="text-sm text-muted-foreground">{fileCheckTexts.help}</p>
      <div
        data-testid="receipt-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void check(e.dataTransfer.files[0]);
        }}
        className={cn(
          'grid gap-3 rounded-lg border-2 border-dashed p-4 transition-colors',
          over ? 'border-primary bg-accent/60' : 'border-border',
        )}
      >
        <p className="flex items-center gap-2 text-sm font-medium">
          <FileSearch className="size-5 text-muted-foreground" aria-hidden="true" />
          {fileCheckTexts.zone}
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>{fileCheckTexts.input}</Label>
          <FileInput id={inputId} onChange={(e) => void check(e.target.files?.[0])} />
        </div>
      </div>
      {outcome && <FileOutcome outcome={outcome} total={fingerprints.length} />}
    </section>
  );
}

function FileOutcome({ outcome, total }: { outcome: Outcome; total: number }) {
  if (outcome.kind === 'running')
    return <CheckBanner state="running" title={fileCheckTexts.running(outcome.name)} />;
  if (outcome.kind === 'failed') return <CheckBanner state="failed" title={fileCheckTexts.failed} />;
  if (outcome.position > 0)
    return (
      <CheckBanner state="ok" title={fileCheckTexts.found(outcome.name)}>
        {fileCheckTexts.foundDetail(outcome.position, total)}
      </CheckBanner>
    );
  return (
    <CheckBanner state="failed" title={fileCheckTexts.missing(outcome.name)}>
      {fileCheckTexts.missingDetail(outcome.sha)}
    </CheckBanner>
  );
}
