#if canImport(Glibc)
    import Glibc

    /// The system's OpenSSL (`libssl.so.3`), loaded at run time with `dlopen`.
    ///
    /// Linking it would make building need its headers and every run need the library; loaded on
    /// demand, a machine without libssl still builds, works offline and over `http://`, and only an
    /// `https://` request reports that TLS is unavailable. Only the few functions the TLS client (and
    /// the test server) call are declared, with their C signatures from OpenSSL 3's headers.
    package struct OpenSSLLibrary: @unchecked Sendable {
        package typealias Pointer = OpaquePointer
        package typealias Method = @convention(c) () -> Pointer?
        package typealias ContextNew = @convention(c) (Pointer?) -> Pointer?
        package typealias ContextCall = @convention(c) (Pointer?) -> Int32
        package typealias ContextSetVerify = @convention(c) (Pointer?, Int32, UnsafeRawPointer?) -> Void
        package typealias ContextControl = @convention(c) (Pointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
        package typealias ContextUseFile = @convention(c) (Pointer?, UnsafePointer<CChar>?, Int32) -> Int32
        package typealias Free = @convention(c) (Pointer?) -> Void
        package typealias SetFD = @convention(c) (Pointer?, Int32) -> Int32
        package typealias SetString = @convention(c) (Pointer?, UnsafePointer<CChar>?) -> Int32
        package typealias Transfer = @convention(c) (Pointer?, UnsafeMutableRawPointer?, Int32) -> Int32
        package typealias GetError = @convention(c) (Pointer?, Int32) -> Int32
        package typealias VerifyResult = @convention(c) (Pointer?) -> Int
        package typealias VerifyErrorString = @convention(c) (Int) -> UnsafePointer<CChar>?
        package typealias Get = @convention(c) (Pointer?) -> Pointer?
        package typealias NameOneLine =
            @convention(c) (Pointer?, UnsafeMutablePointer<CChar>?, Int32) -> UnsafeMutablePointer<
                CChar
            >?
        package typealias ErrorGet = @convention(c) () -> UInt
        package typealias ErrorString = @convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void
        package typealias SetIP = @convention(c) (Pointer?, UnsafePointer<CChar>?) -> Int32
        package typealias StackValue = @convention(c) (Pointer?, Int32) -> Pointer?
        package typealias SetOptions = @convention(c) (Pointer?, UInt64) -> UInt64

        package let clientMethod: Method
        package let serverMethod: Method
        package let contextNew: ContextNew
        package let contextSetDefaultVerifyPaths: ContextCall
        package let contextSetVerify: ContextSetVerify
        package let contextControl: ContextControl
        package let contextSetOptions: SetOptions
        package let contextUseCertificateChainFile: SetString
        package let contextUsePrivateKeyFile: ContextUseFile
        package let contextFree: Free
        package let new: ContextNew
        package let setFD: SetFD
        package let setHost: SetString
        package let control: ContextControl
        package let connect: ContextCall
        package let accept: ContextCall
        package let read: Transfer
        package let write: Transfer
        package let getError: GetError
        package let verifyResult: VerifyResult
        package let verifyErrorString: VerifyErrorString
        package let shutdown: ContextCall
        package let free: Free
        package let peerCertificate: Get
        package let peerChain: Get
        package let stackValue: StackValue
        package let subjectName: Get
        package let nameOneLine: NameOneLine
        package let certificateFree: Free
        package let verifyParameters: Get
        package let setIPAddress: SetIP
        package let errorGet: ErrorGet
        package let errorString: ErrorString

        /// The library names tried in order: the versioned runtime name, then the development link.
        package static let candidateNames = ["libssl.so.3", "libssl.so"]

        /// OpenSSL as this process can load it, or why it cannot; loaded once, since `dlopen` of a
        /// library already loaded only counts a reference.
        package static let system: Result<OpenSSLLibrary, TLSFailure> = load(names: candidateNames)

        /// Loads the first of `names` that opens and exports every declared function.
        package static func load(names: [String]) -> Result<OpenSSLLibrary, TLSFailure> {
            var problems: [String] = []
            for name in names {
                guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                    problems.append(dlerror().map { String(cString: $0) } ?? name)
                    continue
                }
                do {
                    return .success(try OpenSSLLibrary(handle: handle))
                } catch {
                    if case .unavailable(let missing) = error { problems.append("\(name): \(missing)") }
                    dlclose(handle)
                }
            }
            return .failure(.unavailable(problems.joined(separator: "; ")))
        }

        private init(handle: UnsafeMutableRawPointer) throws(TLSFailure) {
            func symbol<Function>(_ name: String, as type: Function.Type) throws(TLSFailure) -> Function {
                guard let address = dlsym(handle, name) else { throw .unavailable("no symbol \(name)") }
                return unsafeBitCast(address, to: type)
            }
            clientMethod = try symbol("TLS_client_method", as: Method.self)
            serverMethod = try symbol("TLS_server_method", as: Method.self)
            contextNew = try symbol("SSL_CTX_new", as: ContextNew.self)
            contextSetDefaultVerifyPaths = try symbol("SSL_CTX_set_default_verify_paths", as: ContextCall.self)
            contextSetVerify = try symbol("SSL_CTX_set_verify", as: ContextSetVerify.self)
            contextControl = try symbol("SSL_CTX_ctrl", as: ContextControl.self)
            contextSetOptions = try symbol("SSL_CTX_set_options", as: SetOptions.self)
            contextUseCertificateChainFile = try symbol("SSL_CTX_use_certificate_chain_file", as: SetString.self)
            contextUsePrivateKeyFile = try symbol("SSL_CTX_use_PrivateKey_file", as: ContextUseFile.self)
            contextFree = try symbol("SSL_CTX_free", as: Free.self)
            new = try symbol("SSL_new", as: ContextNew.self)
            setFD = try symbol("SSL_set_fd", as: SetFD.self)
            setHost = try symbol("SSL_set1_host", as: SetString.self)
            control = try symbol("SSL_ctrl", as: ContextControl.self)
            connect = try symbol("SSL_connect", as: ContextCall.self)
            accept = try symbol("SSL_accept", as: ContextCall.self)
            read = try symbol("SSL_read", as: Transfer.self)
            write = try symbol("SSL_write", as: Transfer.self)
            getError = try symbol("SSL_get_error", as: GetError.self)
            verifyResult = try symbol("SSL_get_verify_result", as: VerifyResult.self)
            verifyErrorString = try symbol("X509_verify_cert_error_string", as: VerifyErrorString.self)
            shutdown = try symbol("SSL_shutdown", as: ContextCall.self)
            free = try symbol("SSL_free", as: Free.self)
            peerCertificate = try symbol("SSL_get1_peer_certificate", as: Get.self)
            peerChain = try symbol("SSL_get_peer_cert_chain", as: Get.self)
            stackValue = try symbol("OPENSSL_sk_value", as: StackValue.self)
            subjectName = try symbol("X509_get_subject_name", as: Get.self)
            nameOneLine = try symbol("X509_NAME_oneline", as: NameOneLine.self)
            certificateFree = try symbol("X509_free", as: Free.self)
            verifyParameters = try symbol("SSL_get0_param", as: Get.self)
            setIPAddress = try symbol("X509_VERIFY_PARAM_set1_ip_asc", as: SetIP.self)
            errorGet = try symbol("ERR_get_error", as: ErrorGet.self)
            errorString = try symbol("ERR_error_string_n", as: ErrorString.self)
        }

        /// Drains OpenSSL's per-thread error queue into one line, so a failure names its real cause
        /// and a stale entry never leaks into the next call on this thread.
        package func drainErrors() -> String {
            var messages: [String] = []
            while case let code = errorGet(), code != 0 {
                var text = [CChar](repeating: 0, count: 256)
                errorString(code, &text, text.count)
                let line = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                // "error:0A000086:SSL routines::certificate verify failed" → "certificate verify failed"
                messages.append(
                    line.split(separator: ":", omittingEmptySubsequences: false).last.map(String.init) ?? line)
            }
            return messages.joined(separator: "; ")
        }
    }

    extension OpenSSLLibrary {
        package static let errorNone: Int32 = 0
        package static let errorWantRead: Int32 = 2
        package static let errorWantWrite: Int32 = 3
        package static let errorSyscall: Int32 = 5
        package static let errorZeroReturn: Int32 = 6
        package static let verifyPeer: Int32 = 1
        package static let verifyOK = 0
        package static let verifyHostnameMismatch = 62
        package static let verifyIPAddressMismatch = 64
        package static let fileTypePEM: Int32 = 1
        /// `SSL_set_tlsext_host_name` is a macro over `SSL_ctrl` with this command.
        package static let controlSetHostName: Int32 = 55
        package static let controlMode: Int32 = 33
        /// Partial writes and a moving buffer, so a non-blocking write can resume from a fresh pointer.
        package static let modePartialMovingWrite = 1 | 2
        /// Treats a peer that closes without `close_notify` (common for `Connection: close`) as EOF.
        package static let optionIgnoreUnexpectedEOF: UInt64 = 1 << 7
    }
#endif
