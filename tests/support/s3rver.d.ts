// The part of s3rver (an S3-protocol server for tests, which ships no types) the tests use.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string
    port?: number
    directory: string
    silent?: boolean
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
