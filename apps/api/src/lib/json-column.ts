/** A json column or json_build_object value: parsed by node-postgres, text from some drivers. */
export function fromJsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
