export { FileUpload, type UploadWidgetProps } from './FileUpload';
export { ImageUpload, isImageFile } from './ImageUpload';
export { fileNameOf, joinPaths, splitPaths, staticUrl, uploadFile, useUploads, UPLOAD_URL } from './upload';
