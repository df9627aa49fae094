/** lodash's shallow clone for plain data (see README.md): an array's items or an object's own keys. */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return [...value] as T;
  if (value !== null && typeof value === "object") return { ...value };
  return value;
}
