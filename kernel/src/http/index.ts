export { apiErrorMessage } from './apiErrorMessage'
export type { HttpParams } from './buildUrl'
export { type CreateDataApiClientParameters, createDataApiClient } from './createDataApiClient'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpMethod,
  type HttpRequest,
} from './HttpClient'
export { HttpNetworkError } from './HttpNetworkError'
export { HttpResponseInvalidError } from './HttpResponseInvalidError'
export {
  type HttpErrorReason,
  HttpStatusError,
  type HttpStatusErrorParameters,
} from './HttpStatusError'
