export { ConversionFailure, FAILURE_MESSAGES, type ConversionFailureKind } from './failures';
export { DEFAULT_LIMITS, MAX_BYTES, type ConversionLimits } from './limits';
export { DOCUMENT_TYPES, pdfLooksEncrypted, sniffDocument, type DocumentType, type SniffedDocument } from './sniff';
export { convertDocument, pdfPageCount, type ConversionProgress, type ConversionResult, type ConversionStage, type ConvertOptions } from './convert';
export { LocalDirectoryStorage, type ConversionStorage } from './storage';
export { ObjectStoreConversionStorage, type ConversionObjectStore } from './object-store-storage';
export {
  CONVERSION_QUEUE,
  conversionProcessor,
  conversionQueue,
  enqueueConversion,
  startConversionWorker,
  type ConversionJobData,
  type ConversionJobProgress,
  type ConversionJobResult,
  type ConversionProcessorOptions,
  type ConversionQueueOptions,
  type ConversionWorkerOptions,
} from './queue';
