// Placeholder: replaced by the screen itself.
export function NewTemplatePage() {
  return null;
}
export function EditTemplatePage() {
  return null;
}
