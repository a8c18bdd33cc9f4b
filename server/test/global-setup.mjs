// The jest run's id, inherited by its workers: helpers.ts names each worker's seeded database copy by it.
export default function globalSetup() {
  process.env.LOGISTICS_TEST_RUN = String(Date.now());
}
