extension CanvasQTIRenderer {
    /// The content-package manifest Canvas reads first: one `imsqti_xmlv1p2` resource (the assessment) and
    /// the `assessment_meta.xml` it depends on. No `imsqti_v2p*` marker, so Canvas takes its QTI 1.2 path.
    static func manifest(id: String, title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <manifest identifier="\(id)_manifest" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1" \
        xmlns:imsmd="http://www.imsglobal.org/xsd/imsmd_v1p2">
          <metadata>
            <schema>IMS Content</schema>
            <schemaversion>1.1.3</schemaversion>
            <imsmd:lom>
              <imsmd:general><imsmd:title><imsmd:string>\(XMLText.escape(title))</imsmd:string></imsmd:title></imsmd:general>
            </imsmd:lom>
          </metadata>
          <organizations/>
          <resources>
            <resource identifier="\(id)" type="imsqti_xmlv1p2">
              <file href="\(id)/\(id).xml"/>
              <dependency identifierref="\(id)_meta"/>
            </resource>
            <resource identifier="\(id)_meta" type="associatedcontent/imscc_xmlv1p1/learning-application-resource" \
        href="\(id)/assessment_meta.xml">
              <file href="\(id)/assessment_meta.xml"/>
            </resource>
          </resources>
        </manifest>

        """
    }

    /// Canvas's own quiz settings: the title, one point per question, answers shuffled, unpublished.
    static func assessmentMeta(id: String, title: String, points: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <quiz identifier="\(id)" xmlns="http://canvas.instructure.com/xsd/cccv1p0" \
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        xsi:schemaLocation="http://canvas.instructure.com/xsd/cccv1p0 https://canvas.instructure.com/xsd/cccv1p0.xsd">
          <title>\(XMLText.escape(title))</title>
          <description></description>
          <shuffle_answers>true</shuffle_answers>
          <scoring_policy>keep_highest</scoring_policy>
          <hide_results></hide_results>
          <quiz_type>assignment</quiz_type>
          <points_possible>\(points).0</points_possible>
          <show_correct_answers>true</show_correct_answers>
          <anonymous_submissions>false</anonymous_submissions>
          <allowed_attempts>1</allowed_attempts>
          <one_question_at_a_time>false</one_question_at_a_time>
          <cant_go_back>false</cant_go_back>
          <available>false</available>
          <assignment identifier="\(id)_assignment">
            <title>\(XMLText.escape(title))</title>
            <workflow_state>unpublished</workflow_state>
            <quiz_identifierref>\(id)</quiz_identifierref>
            <points_possible>\(points).0</points_possible>
            <grading_type>points</grading_type>
            <submission_types>online_quiz</submission_types>
          </assignment>
          <assignment_group_identifierref>\(id)_group</assignment_group_identifierref>
        </quiz>

        """
    }
}
