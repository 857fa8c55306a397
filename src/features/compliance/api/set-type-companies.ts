// Which companies a type limited to some companies applies to: the rows not chosen any more are removed
// and the new ones added (a type for every company keeps none).
import { supabase } from '@/lib/supabase';

export async function setTypeCompanies(typeId: string, companyIds: string[]): Promise<void> {
  const current = await supabase
    .from('document_type_companies')
    .select('company_id')
    .eq('document_type_id', typeId);
  if (current.error) throw current.error;
  const had = current.data.map((row) => row.company_id);
  const removed = had.filter((id) => !companyIds.includes(id));
  const added = companyIds.filter((id) => !had.includes(id));
  if (removed.length > 0) {
    const { error } = await supabase
      .from('document_type_companies')
      .delete()
      .eq('document_type_id', typeId)
      .in('company_id', removed);
    if (error) throw error;
  }
  if (added.length > 0) {
    const { error } = await supabase
      .from('document_type_companies')
      .insert(added.map((company_id) => ({ document_type_id: typeId, company_id })));
    if (error) throw error;
  }
}
