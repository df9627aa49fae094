/** lodash's cloneDeep for plain data (see README.md). */
export default function cloneDeep<T>(value: T): T {
  return value === undefined || value === null ? value : structuredClone(value);
}
