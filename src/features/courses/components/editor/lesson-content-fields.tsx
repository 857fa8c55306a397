// The type-specific part of the lesson dialog: Markdown text, a video link or file, or a PDF file.
import type { Control } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

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
      <FormField
        control={control}
        name="body"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.body}</FormLabel>
            <FormControl>
              <Textarea rows={8} className="font-mono text-sm" {...field} />
            </FormControl>
            <FormDescription>{texts.bodyHelp}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    );
  }
  const fileField = (
    <FormField
      control={control}
      name="file"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{contentType === 'pdf' ? texts.pdfFile : texts.videoFile}</FormLabel>
          <FormControl>
            <Input
              type="file"
              accept={contentType === 'pdf' ? 'application/pdf' : 'video/mp4,video/webm'}
              name={field.name}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          </FormControl>
          {hasStoredFile && <FormDescription>{texts.keepFile}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
  if (contentType === 'pdf') return fileField;
  return (
    <>
      <FormField
        control={control}
        name="videoSource"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.source}</FormLabel>
            <Select value={field.value} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                <SelectItem value="link">{texts.sourceLink}</SelectItem>
                <SelectItem value="file">{texts.sourceFile}</SelectItem>
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
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
