import type { BusinessInfo } from './business.ts'

/**
 * Content built from the business facts, once per facts object: staff may change the facts while the
 * process runs, and every change is a new object, so a page reads the texts of the facts it was given
 * and the old texts go with the old object.
 */
export function perBusiness<T>(build: (business: BusinessInfo) => T): (business: BusinessInfo) => T {
  const built = new WeakMap<BusinessInfo, T>()
  return (business) => {
    let value = built.get(business)
    if (value === undefined) {
      value = build(business)
      built.set(business, value)
    }
    return value
  }
}
