// 'Subir' / 'Bajar' for modules, lessons and quiz questions: the swapped positions are written one row at
// a time (two rows in the usual case; the whole list only when positions tied).
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import type { Positioned } from '../utils/reorder';

export type OrderedTable = 'course_modules' | 'lessons' | 'quiz_questions';

export interface ReorderInput {
  table: OrderedTable;
  updates: Positioned[];
}

async function setPosition(table: OrderedTable, { id, position }: Positioned) {
  const request =
    table === 'course_modules'
      ? supabase.from('course_modules').update({ position }).eq('id', id)
      : table === 'lessons'
        ? supabase.from('lessons').update({ position }).eq('id', id)
        : supabase.from('quiz_questions').update({ position }).eq('id', id);
  const { error } = await request;
  if (error) throw error;
}

export async function reorderItems({ table, updates }: ReorderInput): Promise<void> {
  for (const update of updates) await setPosition(table, update);
}

export const useReorderItems = () =>
  useMutation({
    mutationFn: reorderItems,
    meta: {
      writes: ['course_modules', 'lessons', 'quiz_questions'],
      errorToast: { title: 'Error', description: 'No se pudo cambiar el orden. Inténtalo de nuevo.' },
    },
  });
