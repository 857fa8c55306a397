// The delivery RPC lives in lib (the documents and laboratory features record too); re-exported here for
// the compliance screens.
export {
  recordDeliveries,
  recordDelivery,
  type DeliveryEvent,
  type DeliveryItem,
} from '@/lib/deliveries/record-delivery';
