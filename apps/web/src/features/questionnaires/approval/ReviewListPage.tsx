// Placeholder: replaced by the screen itself.
export function ReviewListPage() {
  return null;
}
