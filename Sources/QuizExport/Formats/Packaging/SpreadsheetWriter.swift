import Foundation

/// A one-sheet `.xlsx` workbook, written with `ZipArchiveWriter`: the package parts Excel, LibreOffice,
/// openpyxl and the quiz sites' importers need, texts as inline strings (no shared-string table).
struct SpreadsheetWriter: Sendable {
    /// One cell's value.
    enum Cell: Sendable, Hashable {
        case text(String)
        case number(Int)
        case empty
    }

    var sheetName: String
    /// Rows from row 1 down; an empty array leaves its row blank.
    var rows: [[Cell]]

    func workbook() throws(ExportError) -> Data {
        var zip = ZipArchiveWriter()
        try zip.add(name: "[Content_Types].xml", contents: Data(Self.contentTypes.utf8))
        try zip.add(name: "_rels/.rels", contents: Data(Self.packageRelationships.utf8))
        try zip.add(name: "xl/workbook.xml", contents: Data(workbookPart.utf8))
        try zip.add(name: "xl/_rels/workbook.xml.rels", contents: Data(Self.workbookRelationships.utf8))
        try zip.add(name: "xl/styles.xml", contents: Data(Self.styles.utf8))
        try zip.add(name: "xl/worksheets/sheet1.xml", contents: Data(sheet.utf8))
        return zip.finish()
    }

    /// "A" for column 0, "Z" for 25, "AA" for 26.
    static func columnName(_ index: Int) -> String {
        var name = ""
        var rest = index + 1
        while rest > 0 {
            let digit = (rest - 1) % 26
            name = String(UnicodeScalar(UInt8(65 + digit))) + name
            rest = (rest - 1) / 26
        }
        return name
    }

    var sheet: String {
        var output = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <worksheet xmlns="\(Self.mainNamespace)"><sheetData>

            """
        for (offset, cells) in rows.enumerated() where !cells.isEmpty {
            let row = offset + 1
            output += "<row r=\"\(row)\">"
            for (column, cell) in cells.enumerated() {
                let reference = "\(Self.columnName(column))\(row)"
                switch cell {
                case .empty: continue
                case let .number(value): output += "<c r=\"\(reference)\"><v>\(value)</v></c>"
                case let .text(value):
                    output += "<c r=\"\(reference)\" t=\"inlineStr\"><is><t xml:space=\"preserve\">"
                    output += "\(XMLText.escape(value))</t></is></c>"
                }
            }
            output += "</row>\n"
        }
        output += "</sheetData></worksheet>\n"
        return output
    }

    private var workbookPart: String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <workbook xmlns="\(Self.mainNamespace)" xmlns:r="\(Self.relationshipNamespace)">\
        <sheets><sheet name="\(XMLText.escape(sheetName))" sheetId="1" r:id="rId1"/></sheets></workbook>

        """
    }

    private static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    private static let relationshipNamespace = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    private static let officeType = "application/vnd.openxmlformats-officedocument.spreadsheetml"

    private static let contentTypes = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
        <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
        <Default Extension="xml" ContentType="application/xml"/>\
        <Override PartName="/xl/workbook.xml" ContentType="\(officeType).sheet.main+xml"/>\
        <Override PartName="/xl/styles.xml" ContentType="\(officeType).styles+xml"/>\
        <Override PartName="/xl/worksheets/sheet1.xml" ContentType="\(officeType).worksheet+xml"/>\
        </Types>

        """

    private static let packageRelationships = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
        <Relationship Id="rId1" Type="\(relationshipNamespace)/officeDocument" Target="xl/workbook.xml"/>\
        </Relationships>

        """

    private static let workbookRelationships = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
        <Relationship Id="rId1" Type="\(relationshipNamespace)/worksheet" Target="worksheets/sheet1.xml"/>\
        <Relationship Id="rId2" Type="\(relationshipNamespace)/styles" Target="styles.xml"/>\
        </Relationships>

        """

    /// The smallest style sheet Excel accepts without offering to repair the file.
    private static let styles = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <styleSheet xmlns="\(mainNamespace)">\
        <fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>\
        <fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
        <borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
        <cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
        <cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>\
        <cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
        </styleSheet>

        """
}
