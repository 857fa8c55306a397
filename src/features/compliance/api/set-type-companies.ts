// Which companies a type limited to some companies applies to (a type for every company keeps none). One
// call to the database, which removes the rows not chosen any more and adds the new ones in one
// transaction; the ids travel in the body, so thousands of companies fit (a `company_id=in.(...)` filter
// in the URL would outgrow what servers accept).
import { supabase } from '@/lib/supabase';

export async function setTypeCompanies(typeId: string, companyIds: string[]): Promise<void> {
  const { error } = await supabase.rpc('set_document_type_companies', {
    p_type_id: typeId,
    p_company_ids: companyIds,
  });
  if (error) throw error;
}
