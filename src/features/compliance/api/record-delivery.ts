// Proof of delivery: tells the database that the signed-in client user opened or downloaded a document or
// a laboratory result (public.record_delivery; only the first of each per user is kept, and only clients
// leave a trace). Never blocks what the user is doing: a failure is logged and forgotten.
import { supabase } from '@/lib/supabase';

export type DeliveryEvent = 'opened' | 'downloaded';
export type DeliveryItem = { documentId: string } | { laboratoryRequestId: string };

export async function recordDelivery(event: DeliveryEvent, item: DeliveryItem): Promise<void> {
  const { error } = await supabase.rpc('record_delivery', {
    p_event: event,
    ...('documentId' in item
      ? { p_document_id: item.documentId }
      : { p_laboratory_request_id: item.laboratoryRequestId }),
  });
  if (error) console.warn('No se pudo registrar la entrega', error.message);
}

/** Records the same event for several documents (a ZIP), one call each, in parallel. */
export async function recordDeliveries(event: DeliveryEvent, documentIds: string[]): Promise<void> {
  await Promise.all(documentIds.map((documentId) => recordDelivery(event, { documentId })));
}
