/** Defaults of the reference data that screens need without the lists themselves (a leaf: no data imported). */

/** Default nationality (core-records §3.1, §9). */
export const DEFAULT_COUNTRY = 'NG';
