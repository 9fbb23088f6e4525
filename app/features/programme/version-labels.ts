/** Spec §4: a version can be deleted only while more than this many exist. */
export const MIN_VERSIONS_KEPT = 2;
