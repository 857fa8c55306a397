// The type-specific part of the lesson dialog: Markdown text, a video link or file, or a PDF file.
import type { Control } from 'react-hook-form';

import { FileField } from '@/components/form/file-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';

import type { LessonFormInput, LessonFormOutput } from '../../utils/lesson-form';

const texts = {
  body: 'Contenido (Markdown)',
  bodyHelp:
    'Markdown: **negritas**, *cursivas*, # Título, - listas y [enlaces](https://…). No se admite HTML.',
  source: 'Origen del video',
  sourceLink: 'Enlace (YouTube, Vimeo o https)',
  sourceFile: 'Archivo (MP4 o WebM)',
  link: 'Enlace del video',
  videoFile: 'Archivo de video',
  pdfFile: 'Archivo PDF',
  keepFile: 'Deja el campo vacío para conservar el archivo actual.',
} as const;

const sourceOptions = [
  { value: 'link', label: texts.sourceLink },
  { value: 'file', label: texts.sourceFile },
];

interface LessonContentFieldsProps {
  control: Control<LessonFormInput, unknown, LessonFormOutput>;
  contentType: LessonFormInput['contentType'];
  videoSource: LessonFormInput['videoSource'];
  hasStoredFile: boolean;
}

export function LessonContentFields({
  control,
  contentType,
  videoSource,
  hasStoredFile,
}: LessonContentFieldsProps) {
  if (contentType === 'text') {
    return (
      <TextareaField
        control={control}
        name="body"
        label={texts.body}
        rows={8}
        inputClassName="font-mono text-sm"
        description={texts.bodyHelp}
      />
    );
  }
  const pdf = contentType === 'pdf';
  const fileField = (
    <FileField
      control={control}
      name="file"
      label={pdf ? texts.pdfFile : texts.videoFile}
      accept={pdf ? 'application/pdf' : 'video/mp4,video/webm'}
      bucket="lms-media"
      description={hasStoredFile ? texts.keepFile : undefined}
      empty={null}
    />
  );
  if (pdf) return fileField;
  return (
    <>
      <SelectField control={control} name="videoSource" label={texts.source} options={sourceOptions} />
      {videoSource === 'link' ? (
        <TextField
          control={control}
          name="link"
          label={texts.link}
          placeholder="https://www.youtube.com/watch?v=…"
        />
      ) : (
        fileField
      )}
    </>
  );
}
