/** Creating manual journey runs from uploaded HAR files. */
export { HarUploadPanel } from './HarUploadPanel';
