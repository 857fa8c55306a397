// Proof of delivery: tells the database that the signed-in client user opened or downloaded a document or
// a laboratory result (public.record_delivery; only the first of each per user is kept, and only clients
// leave a trace). Lives in lib so the documents and laboratory features can record without importing the
// compliance feature. Never blocks what the user is doing: a failure is logged and forgotten.
import { supabase } from '@/lib/supabase';

export type DeliveryEvent = 'opened' | 'downloaded';
export type DeliveryItem = { documentId: string } | { laboratoryRequestId: string };

/** Resolves to whether a new entry was written; never rejects. */
export async function recordDelivery(event: DeliveryEvent, item: DeliveryItem): Promise<boolean> {
  try {
    const { data, error } = await supabase.rpc('record_delivery', {
      p_event: event,
      ...('documentId' in item
        ? { p_document_id: item.documentId }
        : { p_laboratory_request_id: item.laboratoryRequestId }),
    });
    if (error) throw error;
    return data === true;
  } catch (error) {
    console.warn('No se pudo registrar la entrega', (error as { message?: string } | null)?.message ?? error);
    return false;
  }
}

/** Records the same event for several documents (a ZIP), one call each, in parallel. */
export async function recordDeliveries(event: DeliveryEvent, documentIds: string[]): Promise<void> {
  await Promise.all(documentIds.map((documentId) => recordDelivery(event, { documentId })));
}
