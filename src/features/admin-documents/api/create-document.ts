import { supabase } from '@/lib/supabase';

export interface NewDocument {
  company_id: string | null;
  is_global: boolean;
  year: number;
  month: number;
  name: string;
  url: string;
  document_type: string | null;
}

export async function createDocument(row: NewDocument): Promise<void> {
  const { error } = await supabase.from('documents').insert(row);
  if (error) throw error;
}
