// The parts of the catalogue file the build was given (webpack's `@catalogue` alias and
// scripts/lib/catalogue-part-loader.cjs; in Jest, src/testing/catalogueParts), already checked
// against its schema by the build.
declare module '@catalogue?part=restaurants' {
  const records: import('@/data/catalogueSchema').RestaurantRecord[];
  export default records;
}
declare module '@catalogue?part=reviews' {
  const records: import('@/data/catalogueSchema').ReviewRecord[];
  export default records;
}
