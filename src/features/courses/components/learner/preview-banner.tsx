import { Eye } from 'lucide-react';

export const previewTexts = {
  banner: 'Vista previa como colaborador',
  detail: 'Así verá el curso un colaborador. Nada de lo que hagas aquí se guarda.',
} as const;

export function PreviewBanner() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-info/40 bg-info/10 p-4 text-sm"
    >
      <Eye className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
      <div>
        <p className="font-semibold">{previewTexts.banner}</p>
        <p className="text-muted-foreground">{previewTexts.detail}</p>
      </div>
    </div>
  );
}
