// Placeholder while issue 15 is built in parallel: replaced by its owner before merging.
export default function Page() {
  return null;
}
