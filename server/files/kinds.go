package files

import "github.com/gabriel-vasile/mimetype"

// allowed maps each accepted extension to the sniffed types its content may
// have. Everything else (html, svg, scripts, executables…) is refused, and so
// is a file whose content is not what its extension says.
var allowed = map[string][]string{
	// images
	"jpg":  {"image/jpeg"},
	"jpeg": {"image/jpeg"},
	"png":  {"image/png"},
	"gif":  {"image/gif"},
	"bmp":  {"image/bmp"},
	"webp": {"image/webp"},
	// office: OOXML is a zip, the old formats an OLE container
	"doc":  {"application/msword", "application/x-ole-storage"},
	"xls":  {"application/vnd.ms-excel", "application/x-ole-storage"},
	"ppt":  {"application/vnd.ms-powerpoint", "application/x-ole-storage"},
	"wps":  {"application/vnd.ms-works", "application/msword", "application/x-ole-storage"},
	"docx": {"application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/zip"},
	"xlsx": {"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/zip"},
	"pptx": {"application/vnd.openxmlformats-officedocument.presentationml.presentation", "application/zip"},
	// documents
	"pdf": {"application/pdf"},
	"txt": {"text/plain"},
	"csv": {"text/csv", "text/plain"},
	// archives
	"zip": {"application/zip"},
	"rar": {"application/x-rar-compressed"},
	"7z":  {"application/x-7z-compressed"},
}

// Accept reports whether content sniffed as mt may be stored as ext.
func Accept(ext string, mt *mimetype.MIME) bool {
	for _, want := range allowed[ext] {
		if mt.Is(want) {
			return true
		}
	}
	return false
}

// Inline reports whether a sniffed type is shown in the browser rather than
// downloaded: images of the allow-list and pdf.
func Inline(contentType string) bool {
	mt := mimetype.Lookup(contentType)
	if mt == nil {
		return false
	}
	for _, t := range []string{"image/jpeg", "image/png", "image/gif", "image/bmp", "image/webp", "application/pdf"} {
		if mt.Is(t) {
			return true
		}
	}
	return false
}
