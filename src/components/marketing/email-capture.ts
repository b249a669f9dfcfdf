/** SPEC §5: the home email capture accepts a value that is non-empty and contains an at sign. */
export function isCapturableEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@')
}
